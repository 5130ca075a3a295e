import type postgres from 'postgres'
import type { DocumentState } from '../../app/lib/content/admin-api.ts'
import { insertTestAdmin } from './admins.ts'
import type { RunningServer } from './server.ts'

export type Answer = { status: number; headers: Headers; text: string; json: () => any }

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
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) }
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
    call,
    state: async (key: string): Promise<DocumentState> => (await call('GET', `/${key}`)).json(),
    saveDraft: (key: string, revision: number, content: unknown) => call('PUT', `/${key}/draft`, { revision, content }),
    discard: (key: string, revision: number) => call('DELETE', `/${key}/draft`, { revision }),
    publish: (key: string, revision: number) => call('POST', `/${key}/publish`, { revision }),
    restore: (key: string, version: number, revision: number) => call('POST', `/${key}/versions/${version}/restore`, { revision }),
    versions: async (key: string) => (await call('GET', `/${key}/versions`)).json(),
  }
}

/** Saves `change(published content)` as the draft and publishes it; the state after the publish. */
export async function publishChange<T>(api: ReturnType<typeof contentApi>, key: string, change: (content: T) => T): Promise<DocumentState> {
  const state = await api.state(key)
  const saved = await api.saveDraft(key, state.revision, change(structuredClone(state.published.content) as T))
  if (saved.status !== 200) throw new Error(`Saving ${key} failed: ${saved.status} ${saved.text}`)
  const published = await api.publish(key, (saved.json() as DocumentState).revision)
  if (published.status !== 200) throw new Error(`Publishing ${key} failed: ${published.status} ${published.text}`)
  return published.json()
}

/** A page's HTML without what differs between two renders of the same content: nonces, request ids, timings. */
export function comparableHtml(html: string): string {
  return html
    .replace(/ nonce="[^"]*"/g, '')
    .replace(/"requestId":"[^"]*"/g, '')
    .replace(/<meta name="request-id"[^>]*>/g, '')
}

export type Times = { sunday: { serviceStarts: string; [field: string]: string } }
