import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { administratorsOverview, removeAdministrator } from '../../server/admins/administrators.ts'
import { acceptInvitationFormResponse, forgotPasswordFormResponse, resetPasswordFormResponse } from '../../server/admins/form-pages.ts'
import { handleRemoveAdministrator } from '../../server/admins/http.ts'
import { inviteAdministrator, withdrawInvitation } from '../../server/admins/invitations.ts'
import { checkLink, createResetLink } from '../../server/admins/links.ts'
import { sessionCookieName } from '../../server/auth/cookie.ts'
import { verifyPassword } from '../../server/auth/password.ts'
import { currentAdmin } from '../../server/auth/require-admin.ts'
import { createSession, validateSessionToken } from '../../server/auth/session.ts'
import { setClientAddress } from '../../server/http/responses.ts'
import { insertTestAdmin } from '../helpers/admins.ts'
import { answerOf } from '../helpers/answer.ts'

const SITE = 'http://localhost:3000'
const newAddress = () => `10.${randomBytes(3).join('.')}`
const PASSWORD = 'a brand new password'

function post(path: string, form: Record<string, string>, cookie?: string): Request {
  const request = new Request(`${SITE}${path}`, { method: 'POST', headers: cookie ? { Cookie: cookie } : {}, body: new URLSearchParams(form) })
  setClientAddress(request, newAddress())
  return request
}

const cookieOf = (response: Response) => response.headers.get('Set-Cookie')!.split(';')[0]!
const sessionAdmin = (admin: { id: string; email: string }) => ({ id: admin.id, email: admin.email })

/** The token of the link in the latest e-mail queued to `email` whose subject matches. */
async function linkTokenSentTo(email: string, subject: RegExp): Promise<string> {
  const rows = await sql()<{ subject: string; text: string }[]>`select subject, text from mail_outbox where recipient_email = ${email} order by created_at desc`
  const mail = rows.find((row) => subject.test(row.subject))
  if (!mail) throw new Error(`No e-mail to ${email} matching ${subject}`)
  return new URL(mail.text.match(/https?:\/\/\S+token=[^\s\]]+/)![0]).searchParams.get('token')!
}

async function until<T>(read: () => Promise<T | undefined>, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('Timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('removing an administrator', () => {
  it('ends their sessions, tells them and the others, and records who did it', async () => {
    const [remover, removed] = [await insertTestAdmin(), await insertTestAdmin()]
    const { token } = await createSession(removed)
    const response = await handleRemoveAdministrator(removed.id, sessionAdmin(remover))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ success: true, endedSessions: 1 })
    expect(await validateSessionToken(token)).toBeNull()
    const mails = await sql()<{ recipient_email: string; subject: string }[]>`
      select recipient_email, subject from mail_outbox where subject like ${`%${removed.email}%`} or recipient_email = ${removed.email}`
    expect(mails.map((mail) => mail.recipient_email)).toEqual(expect.arrayContaining([removed.email, remover.email]))
    const [audit] = await sql()`select actor_email, detail from audit_log where action = 'admin.remove' and detail like ${`%${removed.email}%`}`
    expect(audit).toMatchObject({ actor_email: remover.email })
  })

  it('refuses the last administrator with 409, and a removal during another never leaves nobody', async () => {
    await sql()`delete from admins`
    const only = await insertTestAdmin()
    const refused = await answerOf(handleRemoveAdministrator(only.id, sessionAdmin(only)))
    expect(refused.status).toBe(409)
    expect((await refused.json()).error).toBe('The last administrator cannot be removed. Invite someone else first.')

    // Another removal is under way (it holds the rows) when this one starts: this one must wait for
    // it, and then find one administrator left, not the two it would have counted without waiting.
    const other = await insertTestAdmin()
    let removal: Promise<Awaited<ReturnType<typeof removeAdministrator>>> | undefined
    await sql().begin(async (tx) => {
      await tx`select id from admins order by id for update`
      removal = removeAdministrator(other.id, sessionAdmin(only))
      await new Promise((resolve) => setTimeout(resolve, 500))
      await tx`delete from admins where id = ${only.id}`
    })
    expect(await removal).toEqual({ ok: false, reason: 'last' })
    const [left] = await sql()<{ count: number }[]>`select count(*)::int as count from admins`
    expect(left!.count).toBe(1)
  })

  it('answers 404 for an unknown id and for one that cannot be an id', async () => {
    const admin = await insertTestAdmin()
    const notFound = { error: 'Administrator not found' }
    expect(await (await answerOf(handleRemoveAdministrator('00000000-0000-4000-8000-000000000000', sessionAdmin(admin)))).json()).toEqual(notFound)
    const malformed = await answerOf(handleRemoveAdministrator('nope', sessionAdmin(admin)))
    expect(malformed.status).toBe(404)
    expect(await malformed.json()).toEqual(notFound)
  })
})

describe('an invitation', () => {
  it('is accepted once: the person chooses a name and password, is signed in, and the others are told', async () => {
    const inviter = await insertTestAdmin()
    const email = `invited-${randomBytes(4).toString('hex')}@example.org`
    expect(await inviteAdministrator(email, sessionAdmin(inviter))).toMatchObject({ ok: true, renewed: false })
    const token = await linkTokenSentTo(email, /invited/)
    const [stored] = await sql()<{ secret_hash: Uint8Array }[]>`select secret_hash from admin_links where email = ${email}`
    expect(Buffer.from(stored!.secret_hash).toString('base64url')).not.toBe(token.split('.')[1])

    const accepted = await acceptInvitationFormResponse(post('/admin/invitation', { token, name: 'Ruth Example', password: PASSWORD, confirm: PASSWORD }))
    expect(accepted.status).toBe(303)
    expect(accepted.headers.get('Location')).toBe('/admin/dashboard')
    const signedIn = await currentAdmin(new Request(SITE, { headers: { Cookie: cookieOf(accepted) } }))
    expect(signedIn?.email).toBe(email)
    const [admin] = await sql()`select name, last_signed_in_at from admins where email = ${email}`
    expect(admin).toMatchObject({ name: 'Ruth Example' })
    expect(admin!.last_signed_in_at).toBeInstanceOf(Date)
    const [told] = await sql()`select 1 from mail_outbox where recipient_email = ${inviter.email} and subject like 'Ruth Example is now an administrator%'`
    expect(told).toBeDefined()

    const reused = await acceptInvitationFormResponse(post('/admin/invitation', { token, name: 'Someone Else', password: PASSWORD, confirm: PASSWORD }))
    expect(reused.headers.get('Location')).toBe('/admin/invitation?error=used')
    expect(reused.headers.get('Set-Cookie')).toBeNull()
    expect(reused.headers.get('Referrer-Policy')).toBe('no-referrer')
  })

  it('is refused once expired, withdrawn, or renewed by sending it again', async () => {
    const inviter = await insertTestAdmin()
    const email = `late-${randomBytes(4).toString('hex')}@example.org`
    await inviteAdministrator(email, sessionAdmin(inviter))
    const first = await linkTokenSentTo(email, /invited/)
    expect(await inviteAdministrator(email, sessionAdmin(inviter))).toMatchObject({ ok: true, renewed: true })
    expect(await checkLink(first, 'invitation')).toEqual({ ok: false, refusal: 'unknown' })

    const second = await linkTokenSentTo(email, /invited/)
    await sql()`update admin_links set expires_at = now() - interval '1 second' where email = ${email}`
    const expired = await acceptInvitationFormResponse(post('/admin/invitation', { token: second, name: 'Late', password: PASSWORD, confirm: PASSWORD }))
    expect(expired.headers.get('Location')).toBe('/admin/invitation?error=expired')

    const [invitation] = await sql()<{ id: string }[]>`select id from admin_links where email = ${email}`
    expect(await withdrawInvitation(invitation!.id, sessionAdmin(inviter))).toBe(true)
    expect(await checkLink(second, 'invitation')).toEqual({ ok: false, refusal: 'unknown' })
  })

  it('sends a form with a short password or differing passwords back with the token to correct it', async () => {
    const inviter = await insertTestAdmin()
    const email = `typo-${randomBytes(4).toString('hex')}@example.org`
    await inviteAdministrator(email, sessionAdmin(inviter))
    const token = await linkTokenSentTo(email, /invited/)
    const short = await acceptInvitationFormResponse(post('/admin/invitation', { token, name: 'Typo', password: 'short', confirm: 'short' }))
    expect(new URL(short.headers.get('Location')!, SITE).searchParams.get('error')).toBe('password')
    const differ = await acceptInvitationFormResponse(post('/admin/invitation', { token, name: 'Typo', password: PASSWORD, confirm: `${PASSWORD}!` }))
    expect(new URL(differ.headers.get('Location')!, SITE).searchParams.get('error')).toBe('mismatch')
    expect(await checkLink(token, 'invitation')).toMatchObject({ ok: true })
  })

  it('sends a common password, or the invited address itself, back with the token and the name typed, to choose another', async () => {
    const inviter = await insertTestAdmin()
    const email = `common-${randomBytes(4).toString('hex')}@example.org`
    await inviteAdministrator(email, sessionAdmin(inviter))
    const token = await linkTokenSentTo(email, /invited/)
    const errorOf = async (password: string) => {
      const response = await acceptInvitationFormResponse(post('/admin/invitation', { token, name: 'Common', password, confirm: password }))
      return new URL(response.headers.get('Location')!, SITE).searchParams
    }
    expect(Object.fromEntries(await errorOf('Qwerty123456'))).toEqual({ token, error: 'common', name: 'Common' })
    expect((await errorOf(email.toUpperCase())).get('error')).toBe('personal')
    expect(await checkLink(token, 'invitation')).toMatchObject({ ok: true })
    const [created] = await sql()`select 1 from admins where email = ${email}`
    expect(created).toBeUndefined()
  })

  it('answers a mangled token, text that cannot be stored, and an address taken meanwhile, each with its own page', async () => {
    const inviter = await insertTestAdmin()
    const email = `raced-${randomBytes(4).toString('hex')}@example.org`
    await inviteAdministrator(email, sessionAdmin(inviter))
    const token = await linkTokenSentTo(email, /invited/)
    const mangled = await acceptInvitationFormResponse(
      post('/admin/invitation', { token: `${token}x`.repeat(50), name: 'A', password: PASSWORD, confirm: PASSWORD }),
    )
    expect(mangled.headers.get('Location')).toBe('/admin/invitation?error=unknown')
    const nul = await acceptInvitationFormResponse(post('/admin/invitation', { token, name: 'Ruth\u0000', password: PASSWORD, confirm: PASSWORD }))
    expect(new URL(nul.headers.get('Location')!, SITE).searchParams.get('error')).toBe('name')

    await insertTestAdmin(PASSWORD).then((admin) => sql()`update admins set email = ${email} where id = ${admin.id}`)
    const taken = await acceptInvitationFormResponse(post('/admin/invitation', { token, name: 'Ruth', password: PASSWORD, confirm: PASSWORD }))
    expect(taken.headers.get('Location')).toBe('/admin/invitation?error=taken')
  })

  it('is refused for an address that already belongs to an administrator', async () => {
    const [inviter, existing] = [await insertTestAdmin(), await insertTestAdmin()]
    expect(await inviteAdministrator(existing.email, sessionAdmin(inviter))).toEqual({ ok: false, reason: 'already_admin' })
  })
})

describe('forgot password', () => {
  it('answers a known and an unknown address alike, and e-mails a link only to the known one', async () => {
    const admin = await insertTestAdmin()
    const unknown = `nobody-${randomBytes(4).toString('hex')}@example.org`
    const answers = [
      await forgotPasswordFormResponse(post('/admin/forgot-password', { email: admin.email })),
      await forgotPasswordFormResponse(post('/admin/forgot-password', { email: unknown })),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(303)
      expect(answer.headers.get('Location')).toBe('/admin/forgot-password?sent=true')
    }
    expect([...answers[0]!.headers.keys()]).toEqual([...answers[1]!.headers.keys()])
    await until(async () => (await sql()`select 1 from mail_outbox where recipient_email = ${admin.email} and subject like 'Set a new password%'`)[0])
    expect(await sql()`select 1 from mail_outbox where recipient_email = ${unknown}`).toHaveLength(0)
  })

  it('is limited per address asked for, whoever asks, with the same answer for an unknown one', async () => {
    const unknown = `limited-${randomBytes(4).toString('hex')}@example.org`
    const locations: string[] = []
    for (let i = 0; i < 4; i++) locations.push((await forgotPasswordFormResponse(post('/admin/forgot-password', { email: unknown }))).headers.get('Location')!)
    expect(locations.slice(0, 3)).toEqual(Array(3).fill('/admin/forgot-password?sent=true'))
    expect(locations[3]).toMatch(/^\/admin\/forgot-password\?error=throttled&minutes=\d+$/)
  })

  it('lets the link set a new password once, ending every other session and starting a fresh one', async () => {
    const admin = await insertTestAdmin()
    const sessions = [await createSession(admin), await createSession(admin)]
    const token = await sql().begin((tx) => createResetLink(tx, admin))
    const browserCookie = `${sessionCookieName(false)}=${sessions[0]!.token}`
    const reset = await resetPasswordFormResponse(post('/admin/reset-password', { token, password: PASSWORD, confirm: PASSWORD }, browserCookie))
    expect(reset.headers.get('Location')).toBe('/admin/dashboard')
    for (const old of sessions) expect(await validateSessionToken(old.token)).toBeNull()
    expect((await currentAdmin(new Request(SITE, { headers: { Cookie: cookieOf(reset) } })))?.email).toBe(admin.email)
    const [told] = await sql()`select 1 from mail_outbox where recipient_email = ${admin.email} and subject like 'Your password%was changed'`
    expect(told).toBeDefined()

    const again = await resetPasswordFormResponse(post('/admin/reset-password', { token, password: PASSWORD, confirm: PASSWORD }))
    expect(again.headers.get('Location')).toBe('/admin/reset-password?error=used')
  })

  it('sends a common password back with the link still usable, and keeps the old password', async () => {
    const admin = await insertTestAdmin()
    const token = await sql().begin((tx) => createResetLink(tx, admin))
    const refused = await resetPasswordFormResponse(post('/admin/reset-password', { token, password: '1q2w3e4r5t6y', confirm: '1q2w3e4r5t6y' }))
    expect(new URL(refused.headers.get('Location')!, SITE).searchParams.get('error')).toBe('common')
    expect(await checkLink(token, 'password_reset')).toMatchObject({ ok: true })
    const [stored] = await sql()<{ password_hash: string }[]>`select password_hash from admins where id = ${admin.id}`
    expect(await verifyPassword(stored!.password_hash, admin.password)).toBe(true)
  })

  it('asks an administrator with a passkey for it after a new password: the e-mailed link alone signs nobody in', async () => {
    const admin = await insertTestAdmin()
    await sql()`insert into admin_passkeys (id, admin_id, public_key, name) values (${randomBytes(16).toString('base64url')}, ${admin.id}, ${randomBytes(77)}, 'Phone')`
    const listed = (await administratorsOverview(sessionAdmin(admin))).administrators.find((entry) => entry.id === admin.id)
    expect(listed?.signInMethods).toEqual(['Password', '1 passkey'])
    const token = await sql().begin((tx) => createResetLink(tx, admin))
    const reset = await resetPasswordFormResponse(post('/admin/reset-password', { token, password: PASSWORD, confirm: PASSWORD }))
    expect(reset.headers.get('Location')).toBe('/admin/second-factor')
    expect(reset.headers.get('Set-Cookie')).not.toContain(sessionCookieName(false))
    const [session] = await sql()`select 1 from admin_sessions where admin_id = ${admin.id}`
    expect(session).toBeUndefined()
  })

  it('refuses an expired link, and an earlier link once a newer one is sent', async () => {
    const admin = await insertTestAdmin()
    const older = await sql().begin((tx) => createResetLink(tx, admin))
    const newer = await sql().begin((tx) => createResetLink(tx, admin))
    expect(await checkLink(older, 'password_reset')).toEqual({ ok: false, refusal: 'used' })
    await sql()`update admin_links set expires_at = now() - interval '1 second' where admin_id = ${admin.id}`
    const expired = await resetPasswordFormResponse(post('/admin/reset-password', { token: newer, password: PASSWORD, confirm: PASSWORD }))
    expect(expired.headers.get('Location')).toBe('/admin/reset-password?error=expired')
  })
})
