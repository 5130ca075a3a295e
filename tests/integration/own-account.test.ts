import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { administratorsOverview } from '../../server/admins/administrators.ts'
import { handleRenameSelf } from '../../server/admins/http.ts'
import * as accountHttp from '../../server/account/http.ts'
import * as ownPassword from '../../server/account/password.ts'
import { verifyPassword } from '../../server/auth/password.ts'
import { SIGN_IN_FAILURE_LIMIT } from '../../server/auth/sign-in.ts'
import { createSession, type Session, validateSessionToken } from '../../server/auth/session.ts'
import { BadRequest } from '../../server/errors.ts'
import { setClientAddress } from '../../server/http/responses.ts'
import { insertTestAdmin } from '../helpers/admins.ts'
import { answered } from '../helpers/answer.ts'

// The handlers throw their refusals; these answer them as the edge does.
const passkeyOptionsResponse = answered(accountHttp.passkeyOptionsResponse)
const confirmTotpResponse = answered(accountHttp.confirmTotpResponse)
const deletePasskeyResponse = answered(accountHttp.deletePasskeyResponse)
const endSessionsResponse = answered(accountHttp.endSessionsResponse)
const newRecoveryCodesResponse = answered(accountHttp.newRecoveryCodesResponse)
const startTotpResponse = answered(accountHttp.startTotpResponse)
const turnOffTotpResponse = answered(accountHttp.turnOffTotpResponse)
const changeOwnPasswordResponse = answered(ownPassword.changeOwnPasswordResponse)
const addPasskeyResponse = answered(accountHttp.addPasskeyResponse)
const { ownSessionsResponse } = accountHttp

const SITE = 'http://localhost:3000'
const NEW_PASSWORD = 'plum kettle orbit seventeen'
const SIX_MINUTES_AGO = () => new Date(Date.now() - 6 * 60 * 1000)
const SOME_PUBLIC_ID = '00000000-0000-4000-8000-000000000000'
const ELEVEN_MINUTES_AGO = () => new Date(Date.now() - 11 * 60 * 1000)

function jsonRequest(method: string, path: string, body?: unknown): Request {
  const request = new Request(`${SITE}${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  })
  setClientAddress(request, `10.${randomBytes(3).join('.')}`)
  return request
}

async function sessionOf(admin: { id: string; email: string }, authenticatedAt: Date | null = null): Promise<Session & { token: string }> {
  const { token } = await createSession({ id: admin.id, email: admin.email }, sql(), authenticatedAt)
  return { ...(await validateSessionToken(token))!, token }
}

async function auditActions(email: string): Promise<string[]> {
  return (await sql()<{ action: string }[]>`select action from audit_log where actor_email = ${email} order by id`).map((row) => row.action)
}

const changePassword = (admin: { id: string; email: string }, body: Record<string, string>) =>
  changeOwnPasswordResponse(jsonRequest('POST', '/api/admin/account/password', body), admin, '10.0.0.1')

describe('changing one’s own password', () => {
  it('refuses a wrong current password with 403, records it, and slows down like sign-in failures', async () => {
    const admin = await insertTestAdmin()
    const attempt = { currentPassword: 'not my password at all', newPassword: NEW_PASSWORD, confirm: NEW_PASSWORD }
    const wrong = await changePassword(admin, attempt)
    expect(wrong.status).toBe(403)
    expect((await wrong.json()).details).toEqual({ currentPassword: 'Your current password is not right.' })
    expect(await auditActions(admin.email)).toEqual(['account.password_check.failed'])
    for (let failure = 1; failure < SIGN_IN_FAILURE_LIMIT; failure++) expect((await changePassword(admin, attempt)).status).toBe(403)
    const throttled = await changePassword(admin, { ...attempt, currentPassword: admin.password })
    expect(throttled.status).toBe(429)
    expect((await throttled.json()).details.currentPassword).toMatch(/^Too many wrong passwords\. Please try again in \d+ minutes\.$/)
    const [stored] = await sql()<{ password_hash: string }[]>`select password_hash from admins where id = ${admin.id}`
    expect(await verifyPassword(stored!.password_hash, admin.password)).toBe(true)
  })

  it('says which field to correct: differing new passwords, too short, too common, the e-mail itself', async () => {
    const admin = await insertTestAdmin()
    const details = async (newPassword: string, confirm = newPassword) =>
      (await (await changePassword(admin, { currentPassword: admin.password, newPassword, confirm })).json()).details
    expect(await details(NEW_PASSWORD, `${NEW_PASSWORD}!`)).toEqual({ confirm: 'The two new passwords differ.' })
    expect(await details('too short')).toEqual({ newPassword: 'The password must be at least 12 characters long.' })
    expect(await details('Qwerty123456')).toEqual({ newPassword: 'This password is too common. Choose a longer one nobody would guess.' })
    expect((await details(admin.email)).newPassword).toContain('cannot be your e-mail address')
  })

  it('sets the new password, ends every other session, starts a fresh one, e-mails the holder and records it', async () => {
    const admin = await insertTestAdmin()
    const [here, elsewhere] = [await sessionOf(admin), await sessionOf(admin)]
    const changed = await changePassword(admin, { currentPassword: admin.password, newPassword: NEW_PASSWORD, confirm: NEW_PASSWORD })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toEqual({ success: true, endedOthers: 1 })
    for (const old of [here, elsewhere]) expect(await validateSessionToken(old.token)).toBeNull()
    const fresh = changed.headers.get('Set-Cookie')!.split(';')[0]!.split('=')[1]!
    expect((await validateSessionToken(fresh))?.admin.id).toBe(admin.id)
    const [stored] = await sql()<{ password_hash: string }[]>`select password_hash from admins where id = ${admin.id}`
    expect(await verifyPassword(stored!.password_hash, NEW_PASSWORD)).toBe(true)
    const mails = await sql()`select 1 from mail_outbox where recipient_email = ${admin.email} and text like '%changed on your account page%'`
    expect(mails).toHaveLength(1)
    expect(await auditActions(admin.email)).toContain('admin.password.change')
  })
})

describe('adding or removing a factor, new recovery codes, signing out other browsers', () => {
  const gates = [
    ['adding a passkey', passkeyOptionsResponse],
    ['setting up the authenticator app', startTotpResponse],
    ['removing a passkey', (request: Request, session: Session) => deletePasskeyResponse(request, session, 'no-such-passkey-id')],
    ['turning off the authenticator app', turnOffTotpResponse],
    ['making new recovery codes', newRecoveryCodesResponse],
    ['signing out one other browser', (request: Request, session: Session) => endSessionsResponse(request, session, SOME_PUBLIC_ID)],
    ['signing out every other browser', (request: Request, session: Session) => endSessionsResponse(request, session)],
  ] as const

  for (const [what, respond] of gates) {
    it(`${what}: passes within five minutes of signing in, else needs the password, and a right one counts as signing in again`, async () => {
      const admin = await insertTestAdmin()
      // Past the gate, each does its work or refuses for want of the factor (404 or 409), which shows the gate let it through.
      const passed = (status: number) => status === 200 || status === 404 || status === 409
      expect(passed((await respond(jsonRequest('POST', '/x'), await sessionOf(admin))).status)).toBe(true)

      const stale = await sessionOf(admin, SIX_MINUTES_AGO())
      const asked = await respond(jsonRequest('POST', '/x'), stale)
      expect(asked.status).toBe(403)
      expect((await asked.json()).details).toEqual({ password: 'For your safety, please enter your password to confirm this change.' })
      const wrong = await respond(jsonRequest('POST', '/x', { password: 'not my password at all' }), stale)
      expect(wrong.status).toBe(403)
      expect((await wrong.json()).details).toEqual({ password: 'Your current password is not right.' })

      const confirmed = await respond(jsonRequest('POST', '/x', { password: admin.password }), stale)
      expect(passed(confirmed.status)).toBe(true)
      // Typing the password again is an authentication: a new session, authenticated now, in place of the old one.
      expect(await validateSessionToken(stale.token)).toBeNull()
      const renewed = (await validateSessionToken(confirmed.headers.get('Set-Cookie')!.split(';')[0]!.split('=')[1]!))!
      expect(renewed.authenticatedAt.getTime()).toBeGreaterThan(stale.authenticatedAt.getTime())
      expect(passed((await respond(jsonRequest('POST', '/x', {}), renewed)).status)).toBe(true)
    })
  }
})

describe('an administrator who joined with a passkey and has no password', () => {
  it('is told how to confirm a change, whether or not something was typed as a password, and nothing is counted against them', async () => {
    const admin = await insertTestAdmin()
    const [row] = await sql()<{ password_hash: string }[]>`select password_hash from admins where id = ${admin.id}`
    await sql()`update admins set password_hash = null where id = ${admin.id}`
    const stale = await sessionOf(admin, SIX_MINUTES_AGO())
    const noPasswordYet = { password: expect.stringMatching(/^You have no password yet\./) }
    const asked = await passkeyOptionsResponse(jsonRequest('POST', '/x'), stale)
    expect(asked.status).toBe(403)
    expect((await asked.json()).details).toEqual(noPasswordYet)
    for (let attempt = 0; attempt <= SIGN_IN_FAILURE_LIMIT; attempt++) {
      const typed = await passkeyOptionsResponse(jsonRequest('POST', '/x', { password: 'a guess at a password' }), stale)
      expect(typed.status).toBe(403)
      expect((await typed.json()).details).toEqual(noPasswordYet)
    }
    expect(await auditActions(admin.email)).toEqual([])
    // Once they set a password by link, the guesses above have not used up its allowance.
    await sql()`update admins set password_hash = ${row!.password_hash} where id = ${admin.id}`
    expect((await passkeyOptionsResponse(jsonRequest('POST', '/x', { password: admin.password }), stale)).status).toBe(200)
  })
})

describe('finishing an addition begun behind the gate', () => {
  it('is allowed for five minutes more, as long as a passkey challenge lives, and refused after', async () => {
    const admin = await insertTestAdmin()
    const finishing = await confirmTotpResponse(jsonRequest('PUT', '/x', { code: '000000' }), await sessionOf(admin, SIX_MINUTES_AGO()))
    expect(finishing.status).toBe(400)
    expect((await finishing.json()).error).toContain('That code is not right')
    for (const finish of [confirmTotpResponse, addPasskeyResponse]) {
      const late = await finish(jsonRequest('PUT', '/x', { code: '000000' }), await sessionOf(admin, ELEVEN_MINUTES_AGO()))
      expect(late.status).toBe(403)
      expect((await late.json()).details).toEqual({ password: 'For your safety, please enter your password to confirm this change.' })
    }
  })
})

describe('one’s signed-in browsers', () => {
  const listed = async (session: Session) => (await (await ownSessionsResponse(session)).json()) as { sessions: { id: string; current: boolean }[] }

  it('lists every session of the admin, this one marked, with public ids and no token material', async () => {
    const admin = await insertTestAdmin()
    const [here, elsewhere] = [await sessionOf(admin), await sessionOf(admin)]
    await sessionOf(await insertTestAdmin())
    // The browser is noted on the session's first use, and only then.
    await validateSessionToken(elsewhere.token, 'Firefox on Windows')
    await validateSessionToken(elsewhere.token, 'Chrome on Android')
    const response = await ownSessionsResponse(here)
    const text = await response.text()
    const { sessions } = JSON.parse(text) as { sessions: { id: string; browser: string | null; current: boolean }[] }
    expect(sessions).toHaveLength(2)
    expect(sessions.filter((session) => session.current)).toHaveLength(1)
    expect(sessions.find((session) => !session.current)?.browser).toBe('Firefox on Windows')
    const rows = await sql()<{ id: string; secret_hash: Uint8Array }[]>`select id, secret_hash from admin_sessions where admin_id = ${admin.id}`
    for (const secret of [here.token, elsewhere.token, ...here.token.split('.'), ...elsewhere.token.split('.')]) expect(text).not.toContain(secret)
    for (const row of rows) {
      expect(text).not.toContain(row.id)
      expect(text).not.toContain(Buffer.from(row.secret_hash).toString('hex'))
      expect(text).not.toContain(Buffer.from(row.secret_hash).toString('base64'))
    }
  })

  it('ends another session by its public id, audited and e-mailed, but never this one nor another admin’s', async () => {
    const admin = await insertTestAdmin()
    const [here, elsewhere] = [await sessionOf(admin), await sessionOf(admin)]
    const mine = (await listed(here)).sessions
    const other = mine.find((session) => !session.current)!
    const current = mine.find((session) => session.current)!
    const stranger = await insertTestAdmin()
    const theirs = (await listed(await sessionOf(stranger))).sessions[0]!

    expect((await endSessionsResponse(jsonRequest('DELETE', '/x'), here, current.id)).status).toBe(404)
    expect((await endSessionsResponse(jsonRequest('DELETE', '/x'), here, theirs.id)).status).toBe(404)
    expect((await endSessionsResponse(jsonRequest('DELETE', '/x'), here, 'not-a-public-id')).status).toBe(404)
    const ended = await endSessionsResponse(jsonRequest('DELETE', '/x'), here, other.id)
    expect(ended.status).toBe(200)
    expect(await ended.json()).toEqual({ ended: 1 })
    expect(await validateSessionToken(elsewhere.token)).toBeNull()
    expect(await validateSessionToken(here.token)).not.toBeNull()
    expect((await listed(here)).sessions.map((session) => session.id)).toEqual([current.id])
    expect(await auditActions(admin.email)).toEqual(['admin.sessions.end'])
    const mails = await sql()`select 1 from mail_outbox where recipient_email = ${admin.email} and text like '%One other browser was signed out%'`
    expect(mails).toHaveLength(1)
  })

  it('signs out every other browser, keeping this one', async () => {
    const admin = await insertTestAdmin()
    const here = await sessionOf(admin)
    const others = [await sessionOf(admin), await sessionOf(admin)]
    const ended = await endSessionsResponse(jsonRequest('DELETE', '/x'), here)
    expect(await ended.json()).toEqual({ ended: 2 })
    for (const other of others) expect(await validateSessionToken(other.token)).toBeNull()
    expect((await listed(here)).sessions).toEqual([expect.objectContaining({ current: true })])
  })
})

describe('one’s own name', () => {
  const rename = (admin: { id: string; email: string }, name: unknown) => handleRenameSelf(jsonRequest('PUT', '/api/admin/account/name', { name }), admin)

  it('is trimmed, saved, recorded, and shown in the Administrators panel', async () => {
    const admin = await insertTestAdmin()
    expect(await (await rename(admin, '  Mary Jones  ')).json()).toEqual({ name: 'Mary Jones' })
    const overview = await administratorsOverview(admin)
    expect(overview.administrators.find((listed) => listed.id === admin.id)?.name).toBe('Mary Jones')
    const [entry] = await sql()<{ detail: string }[]>`select detail from audit_log where actor_email = ${admin.email} and action = 'admin.rename'`
    expect(entry?.detail).toBe('Name changed from no name to "Mary Jones"')
  })

  it('refuses an empty name, one over 100 characters, and control characters', async () => {
    const admin = await insertTestAdmin()
    for (const name of ['   ', 'x'.repeat(101), 'Mary\nJones', 'Mary\u0007']) await expect(rename(admin, name)).rejects.toBeInstanceOf(BadRequest)
    const [row] = await sql()<{ name: string }[]>`select name from admins where id = ${admin.id}`
    expect(row?.name).toBe('')
  })
})
