import type { QueryFunctionContext } from '@tanstack/react-query'

/**
 * A non-successful response raises an error whose message is the status code,
 * a colon and a space, then the body text (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`)
  }

  /** The message for each field an `{ error, details }` body names, empty when it names none. */
  get fieldErrors(): Record<string, string> {
    try {
      const { details } = JSON.parse(this.bodyText) as { details?: unknown }
      if (!details || typeof details !== 'object' || Array.isArray(details)) return {}
      return Object.fromEntries(Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    } catch {
      return {}
    }
  }

  /** The server's own words from an `{ error, details? }` body: the field messages if any, else the error. */
  get serverMessage(): string | undefined {
    try {
      const body = JSON.parse(this.bodyText) as { error?: unknown; details?: unknown }
      const details = body.details
      if (details && typeof details === 'object') {
        const messages = Object.values(details).filter((value): value is string => typeof value === 'string' && value !== '')
        if (messages.length > 0) return messages.join('. ')
      }
      if (typeof details === 'string' && details) return details
      return typeof body.error === 'string' && body.error ? body.error : undefined
    } catch {
      return undefined
    }
  }
}

/** What to show in a toast for a failed call: the server's message, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback
}

/** Every call sends cookies; a JSON body and content type only when there is a payload. */
export async function apiRequest<T = unknown>(method: string, url: string, payload?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(payload === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) }),
  })
  const text = await response.text()
  if (!response.ok) throw new ApiError(response.status, text, response.statusText)
  return (text ? JSON.parse(text) : null) as T
}

/** The dashboard's default query: a GET to the key's segments joined with a slash, read as JSON. */
export function getFromQueryKey<T>({ queryKey }: QueryFunctionContext): Promise<T> {
  return apiRequest<T>('GET', queryKey.join('/'))
}
