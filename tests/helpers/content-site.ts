import type postgres from 'postgres'
import type { DocumentState, VersionSummary } from '../../app/lib/content/admin-api.ts'
import { insertTestAdmin } from './admins.ts'
import type { RunningServer } from './server.ts'

/** An error's JSON body, what a test looks into unless it names another type. */
export type ErrorBody = { error: string; details: Record<string, string> }

export type Answer = { status: number; headers: Headers; text: string; json: <T = ErrorBody>() => T }

/** One request to a running site; a non-GET is sent same-origin, as the dashboard sends it. */
export async function send(
  server: RunningServer,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; rawBody?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {}
  if (options.cookie) headers.Cookie = options.cookie
  if (method !== 'GET') headers.Origin = server.url
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(`${server.url}${path}`, { method, headers, body, redirect: 'manual' })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: <T>() => JSON.parse(text) as T }
}

/** Signs a new administrator in over HTTP and returns their e-mail and session cookie. */
export async function signInNewAdmin(server: RunningServer, db: postgres.Sql): Promise<{ email: string; cookie: string }> {
  const admin = await insertTestAdmin(undefined, db)
  const response = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  })
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`)
  return { email: admin.email, cookie: response.headers.get('Set-Cookie')!.split(';')[0]! }
}

/** The content API as one signed-in administrator calls it. */
export function contentApi(server: RunningServer, cookie: string) {
  const call = (method: string, path: string, body?: unknown) => send(server, method, `/api/admin/content${path}`, { cookie, body })
  return {
    cookie,
    call,
    state: async (key: string): Promise<DocumentState> => (await call('GET', `/${key}`)).json<DocumentState>(),
    saveDraft: (key: string, revision: number, content: unknown) => call('PUT', `/${key}/draft`, { revision, content }),
    discard: (key: string, revision: number) => call('DELETE', `/${key}/draft`, { revision }),
    publish: (key: string, revision: number) => call('POST', `/${key}/publish`, { revision }),
    restore: (key: string, version: number, revision: number) => call('POST', `/${key}/versions/${version}/restore`, { revision }),
    versions: async (key: string) => (await call('GET', `/${key}/versions`)).json<{ versions: VersionSummary[] }>(),
  }
}

/** Saves `change(published content)` as the draft and publishes it; the state after the publish. */
export async function publishChange<T>(api: ReturnType<typeof contentApi>, key: string, change: (content: T) => T): Promise<DocumentState> {
  const state = await api.state(key)
  const saved = await api.saveDraft(key, state.revision, change(structuredClone(state.published.content) as T))
  if (saved.status !== 200) throw new Error(`Saving ${key} failed: ${saved.status} ${saved.text}`)
  const published = await api.publish(key, saved.json<DocumentState>().revision)
  if (published.status !== 200) throw new Error(`Publishing ${key} failed: ${published.status} ${published.text}`)
  return published.json<DocumentState>()
}

/**
 * A page's HTML without what differs between two servers rendering the same content: nonces,
 * request ids, the server's own address and port and the loader data's timestamps.
 */
export function comparableHtml(html: string, origin: string): string {
  // Each render of a form page hands its form a new submission id, in the field and the loader data.
  const submissionIds = [...html.matchAll(/name="submissionId" value="([^"]+)"/g)].map((match) => match[1]!)
  return (
    submissionIds
      .reduce((page, id) => page.replaceAll(id, 'SUBMISSION-ID'), html)
      .replaceAll(origin, 'SITE')
      .replaceAll(new URL(origin).host, 'HOST')
      .replace(/ nonce="[^"]*"/g, '')
      .replace(/<meta property="csp-nonce" content="[^"]*"\/>/g, '')
      .replace(/"requestId":"[^"]*"/g, '')
      .replace(/\bu:\d+,/g, '')
      // Each database gives the calendar's series ids of its own.
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'UUID')
  )
}

/** Where two texts first differ, with a little of each around it; null when they are the same. */
export function firstDifference(actual: string, expected: string): string | null {
  if (actual === expected) return null
  let index = 0
  while (index < Math.min(actual.length, expected.length) && actual[index] === expected[index]) index++
  const around = (text: string) => text.slice(Math.max(0, index - 120), index + 120)
  return `at ${index}:\n  got      …${around(actual)}…\n  expected …${around(expected)}…`
}

export type Times = { sunday: { serviceStarts: string; [field: string]: string } }
