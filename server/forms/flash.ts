import { createHash, randomBytes } from 'node:crypto'
import { sql } from '../../db/client.ts'
import type { FormOutcome } from '../../app/lib/forms/form-outcome.ts'
import type { FormType } from '../../app/lib/forms/forms.ts'
import { cookieName, readCookie, siteCookie } from '../http/cookies.ts'
import { isHttps } from '../env.ts'

/**
 * The outcome of a form posted without JavaScript waits here for the page the browser is sent
 * back to. The URL carries only the row's random id; the visitor's values stay in the database,
 * readable only with the token in this browser's HttpOnly cookie, and only for an hour.
 */
const BASE_COOKIE_NAME = 'form_result'
export const FLASH_TTL_SECONDS = 60 * 60
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The Cache-Control of every answer that shows a visitor's outcome: their own words, for no cache to keep. */
export const PRIVATE_OUTCOME = 'private, no-store'

export function flashCookieName(https = isHttps()): string {
  return cookieName(BASE_COOKIE_NAME, https)
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function readFlashToken(cookieHeader: string | null, https = isHttps()): string | null {
  const value = readCookie(cookieHeader, flashCookieName(https))
  return value !== null && TOKEN_PATTERN.test(value) ? value : null
}

/** This browser's token (kept, so results in other tabs stay readable) or a new one. */
export function flashTokenFor(request: Request): string {
  return readFlashToken(request.headers.get('Cookie')) ?? randomBytes(32).toString('base64url')
}

export function flashCookie(token: string, https = isHttps()): string {
  return siteCookie(flashCookieName(https), token, FLASH_TTL_SECONDS, https)
}

/** Stores an outcome for this browser and returns its id. Expired outcomes are cleared on the way. */
export async function saveFlash(formType: FormType, token: string, outcome: FormOutcome): Promise<string> {
  return sql().begin(async (tx) => {
    await tx`delete from form_flashes where expires_at < now()`
    const [row] = await tx<{ id: string }[]>`
      insert into form_flashes (form_type, token_hash, outcome, expires_at)
      values (${formType}, ${hashToken(token)}, ${tx.json(outcome as never)}, now() + make_interval(secs => ${FLASH_TTL_SECONDS}))
      returning id`
    return row!.id
  })
}

/** The outcome stored under `id` for this form, if this browser's token matches and it has not expired. */
export async function readFlash(formType: FormType, id: string, token: string | null): Promise<FormOutcome | null> {
  if (!token) return null
  const [row] = await sql()<{ outcome: FormOutcome }[]>`
    select outcome from form_flashes
    where id = ${id} and form_type = ${formType} and token_hash = ${hashToken(token)} and expires_at > now()`
  return row?.outcome ?? null
}
