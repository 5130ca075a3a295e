import { randomBytes } from 'node:crypto'
import type postgres from 'postgres'
import { sql } from '../../db/client.ts'
import { hashPassword } from '../../server/auth/password.ts'

/** An administrator with a unique e-mail, for tests on the real database (or the one `db` connects to). */
export async function insertTestAdmin(
  password = 'correct horse battery staple',
  db: postgres.Sql = sql(),
): Promise<{ id: string; email: string; password: string }> {
  const email = `admin-${randomBytes(5).toString('hex')}@example.org`
  const [admin] = await db<{ id: string; email: string }[]>`
    insert into admins (email, password_hash) values (${email}, ${await hashPassword(password)}) returning id, email`
  return { ...admin!, password }
}
