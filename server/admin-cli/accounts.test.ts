import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { findAdminByEmail } from '../auth/accounts.ts'
import { AdminAccountError, changeAdminPassword, createAdmin } from './accounts.ts'
import { verifyPassword } from '../auth/password.ts'
import { createSession, validateSessionToken } from '../auth/session.ts'

const uniqueEmail = () => `Admin-${randomBytes(4).toString('hex')}@Example.org`

describe('administrator accounts', () => {
  it('stores a lower-case e-mail and an argon2id hash (m=19456, t=2, p=1), never the password', async () => {
    const email = uniqueEmail()
    await createAdmin(`  ${email} `, 'twelve chars ok')
    const admin = await findAdminByEmail(email)
    expect(admin?.email).toBe(email.toLowerCase())
    expect(admin?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(admin?.password_hash).not.toContain('twelve chars ok')
    expect(await verifyPassword(admin!.password_hash!, 'twelve chars ok')).toBe(true)
  })

  it('refuses passwords under 12 characters, bad e-mails and a second account with the same e-mail', async () => {
    await expect(createAdmin(uniqueEmail(), 'elevenchars')).rejects.toThrow('at least 12 characters')
    await expect(createAdmin('not-an-email', 'long enough password')).rejects.toBeInstanceOf(AdminAccountError)
    const email = uniqueEmail()
    await createAdmin(email, 'long enough password')
    await expect(createAdmin(email.toUpperCase(), 'another long password')).rejects.toThrow('already exists')
  })

  it('refuses, from the command line too, a common password and one equal to the e-mail', async () => {
    const email = uniqueEmail()
    await expect(createAdmin(email, 'qwerty123456')).rejects.toThrow('This password is too common')
    await expect(createAdmin(email, email)).rejects.toThrow('cannot be your e-mail address')
    await createAdmin(email, 'long enough password')
    await expect(changeAdminPassword(email, 'IloveYouForever')).rejects.toThrow('This password is too common')
  })

  it('changes a password and ends that admin’s sessions, recording it in the audit log', async () => {
    const email = uniqueEmail()
    const created = await createAdmin(email, 'the first password')
    const { token } = await createSession(created)
    expect(await changeAdminPassword(email, 'the second password')).toEqual({ endedSessions: 1 })
    expect(await validateSessionToken(token)).toBeNull()
    const admin = await findAdminByEmail(email)
    expect(await verifyPassword(admin!.password_hash!, 'the second password')).toBe(true)
    const [entry] = await sql()<{ detail: string }[]>`select detail from audit_log where action = 'admin.password' and detail like ${`%${created.email}%`}`
    expect(entry?.detail).toContain('1 session(s) ended')
    await expect(changeAdminPassword(uniqueEmail(), 'whatever long enough')).rejects.toThrow('no administrator')
  })
})
