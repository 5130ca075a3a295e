import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { createSession, deleteAdminSessions, deleteExpiredSessions, deleteSession, validateSessionToken } from './session.ts'
import { insertTestAdmin } from '../../tests/helpers/admins.ts'

async function storedSession(id: string) {
  const [row] = await sql()<{ secret_hash: Uint8Array; last_verified_at: Date }[]>`select secret_hash, last_verified_at from admin_sessions where id = ${id}`
  return row
}

async function age(id: string, column: 'created_at' | 'last_verified_at', hours: number) {
  await sql()`update admin_sessions set ${sql()(column)} = now() - make_interval(secs => ${hours * 3600}) where id = ${id}`
}

describe('admin sessions (the Lucia design)', () => {
  it('gives the browser id.secret with at least 128 random bits, and stores only SHA-256 of the secret', async () => {
    const admin = await insertTestAdmin()
    const { token, session } = await createSession(admin)
    const [id, secret] = token.split('.')
    expect(id).toBe(session.id)
    expect(Buffer.from(secret!, 'base64url').length * 8).toBeGreaterThanOrEqual(128)

    const stored = await storedSession(session.id)
    const storedHash = Buffer.from(stored!.secret_hash)
    expect(storedHash.equals(createHash('sha256').update(secret!).digest())).toBe(true)
    const everything = JSON.stringify(await sql()`select * from admin_sessions where id = ${session.id}`)
    expect(everything).not.toContain(secret)
    expect(everything).not.toContain(token)
  })

  it('accepts the token and refuses a wrong secret, a malformed token or an unknown id', async () => {
    const admin = await insertTestAdmin()
    const { token, session } = await createSession(admin)
    expect((await validateSessionToken(token))?.admin).toEqual({ id: admin.id, email: admin.email })
    expect(await validateSessionToken(`${session.id}.${'A'.repeat(43)}`)).toBeNull()
    expect(await validateSessionToken(session.id)).toBeNull()
    expect(await validateSessionToken(`${token}.extra`)).toBeNull()
    expect(await validateSessionToken(`unknown.${token.split('.')[1]}`)).toBeNull()
  })

  it('makes a new session each time', async () => {
    const admin = await insertTestAdmin()
    const first = await createSession(admin)
    const second = await createSession(admin)
    expect(second.session.id).not.toBe(first.session.id)
    expect(second.token).not.toBe(first.token)
  })

  it('refuses a logged-out session', async () => {
    const admin = await insertTestAdmin()
    const { token, session } = await createSession(admin)
    await deleteSession(session.id)
    expect(await validateSessionToken(token)).toBeNull()
  })

  it('ends every session of an admin at once', async () => {
    const admin = await insertTestAdmin()
    const tokens = [await createSession(admin), await createSession(admin)].map((created) => created.token)
    expect(await deleteAdminSessions(admin.id)).toBe(2)
    for (const token of tokens) expect(await validateSessionToken(token)).toBeNull()
  })

  it('expires after 12 hours without use, and deletes the expired session', async () => {
    const admin = await insertTestAdmin()
    const { token, session } = await createSession(admin)
    await age(session.id, 'last_verified_at', 11.9)
    expect(await validateSessionToken(token)).not.toBeNull()
    await age(session.id, 'last_verified_at', 12.1)
    expect(await validateSessionToken(token)).toBeNull()
    expect(await storedSession(session.id)).toBeUndefined()
  })

  it('expires 7 days after sign-in however busy', async () => {
    const admin = await insertTestAdmin()
    const { token, session } = await createSession(admin)
    await age(session.id, 'created_at', 7 * 24 - 1)
    expect(await validateSessionToken(token)).not.toBeNull()
    await age(session.id, 'created_at', 7 * 24 + 0.1)
    expect(await validateSessionToken(token)).toBeNull()
  })

  it('slides the idle expiry forward at most once an hour', async () => {
    const admin = await insertTestAdmin()
    const { token, session } = await createSession(admin)
    await age(session.id, 'last_verified_at', 0.5)
    const halfHourAgo = (await storedSession(session.id))!.last_verified_at
    await validateSessionToken(token)
    expect((await storedSession(session.id))!.last_verified_at).toEqual(halfHourAgo)

    await age(session.id, 'last_verified_at', 2)
    await validateSessionToken(token)
    expect(Date.now() - (await storedSession(session.id))!.last_verified_at.getTime()).toBeLessThan(60_000)
  })

  it('removes ended sessions in bulk and keeps live ones', async () => {
    const admin = await insertTestAdmin()
    const idle = await createSession(admin)
    const old = await createSession(admin)
    const live = await createSession(admin)
    await age(idle.session.id, 'last_verified_at', 13)
    await age(old.session.id, 'created_at', 8 * 24)
    expect(await deleteExpiredSessions()).toBeGreaterThanOrEqual(2)
    expect(await storedSession(idle.session.id)).toBeUndefined()
    expect(await storedSession(old.session.id)).toBeUndefined()
    expect(await storedSession(live.session.id)).toBeDefined()
  })
})
