import { randomBytes } from 'node:crypto'
import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import { describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { acceptInvitation, invitationPasskeyOptions } from '../../server/admins/invitations.ts'
import { createInvitationLink, markLinkUsed } from '../../server/admins/links.ts'
import { PasskeyRefused } from '../../server/second-factor/passkeys.ts'
import { attemptSignIn } from '../../server/auth/sign-in.ts'
import { consumeChallenge } from '../../server/second-factor/webauthn-challenges.ts'
import { insertTestAdmin } from '../helpers/admins.ts'

const uniqueEmail = () => `invited-${randomBytes(4).toString('hex')}@example.org`

async function openInvitation(): Promise<{ id: string; token: string; email: string }> {
  const inviter = await insertTestAdmin()
  const email = uniqueEmail()
  const link = await sql().begin((tx) => createInvitationLink(tx, email, inviter.id))
  return { ...link, email }
}

describe('accepting an invitation with a passkey', () => {
  it('hands out a discoverable, user-verified registration bound to that open invitation only', async () => {
    const invitation = await openInvitation()
    const result = await invitationPasskeyOptions(invitation.token)
    if (!result.ok) throw new Error(`refused: ${result.reason}`)
    const { options } = result
    expect(options.user.name).toBe(invitation.email)
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(invitation.id)
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' })
    expect(await consumeChallenge(options.challenge, 'register', invitation.id)).toBe(false)

    const second = await invitationPasskeyOptions(invitation.token)
    if (!second.ok) throw new Error(`refused: ${second.reason}`)
    expect(await consumeChallenge(second.options.challenge, 'invitation', (await openInvitation()).id)).toBe(false)
    const third = await invitationPasskeyOptions(invitation.token)
    if (!third.ok) throw new Error(`refused: ${third.reason}`)
    expect(await consumeChallenge(third.options.challenge, 'invitation', invitation.id)).toBe(true)
    expect(await consumeChallenge(third.options.challenge, 'invitation', invitation.id)).toBe(false)

    await sql().begin((tx) => markLinkUsed(tx, invitation.id))
    expect(await invitationPasskeyOptions(invitation.token)).toEqual({ ok: false, reason: 'used' })
    expect(await invitationPasskeyOptions(`${invitation.id}.${'A'.repeat(43)}`)).toEqual({ ok: false, reason: 'unknown' })
  })

  it('refuses a passkey that does not answer the challenge, and leaves the invitation open with no administrator made', async () => {
    const invitation = await openInvitation()
    const result = await invitationPasskeyOptions(invitation.token)
    if (!result.ok) throw new Error(`refused: ${result.reason}`)
    const clientData = { type: 'webauthn.create', challenge: result.options.challenge, origin: 'https://elsewhere.example' }
    const forged = {
      id: 'AAAAAAAAAAAAAAAAAAAAAA',
      rawId: 'AAAAAAAAAAAAAAAAAAAAAA',
      type: 'public-key',
      response: { clientDataJSON: Buffer.from(JSON.stringify(clientData)).toString('base64url'), attestationObject: 'AA' },
      clientExtensionResults: {},
    } as unknown as RegistrationResponseJSON
    await expect(acceptInvitation(invitation.token, { name: 'Priya', passkey: forged }, '198.51.100.7')).rejects.toBeInstanceOf(PasskeyRefused)
    expect(await sql()`select 1 from admins where email = ${invitation.email}`).toHaveLength(0)
    expect(await invitationPasskeyOptions(invitation.token)).toMatchObject({ ok: true })
  })
})

describe('an administrator without a password', () => {
  it('is refused a password sign-in with the answer of a wrong password', async () => {
    const email = uniqueEmail()
    await sql()`insert into admins (email, name, password_hash) values (${email}, 'Priya', null)`
    expect(await attemptSignIn({ email, password: 'any password at all' }, `10.${randomBytes(3).join('.')}`)).toEqual({ ok: false, reason: 'invalid' })
    expect(await attemptSignIn({ email: uniqueEmail(), password: 'any password at all' }, `10.${randomBytes(3).join('.')}`)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    const [audit] = await sql()<{ detail: string }[]>`select detail from audit_log where action = 'login.failed' and actor_email = ${email}`
    expect(audit?.detail).toMatch(/^No password on this account/)
  })
})
