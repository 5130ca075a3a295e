import { sql } from '../../db/client.ts'

/** `password_hash` is null for an administrator who accepted their invitation with a passkey and set no password since. */
type AdminAccount = { id: string; email: string; password_hash: string | null }

/** E-mail addresses are compared without case or surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export async function findAdminByEmail(email: string): Promise<AdminAccount | undefined> {
  const [admin] = await sql()<AdminAccount[]>`select id, email, password_hash from admins where email = ${normaliseEmail(email)}`
  return admin
}

export async function adminCount(): Promise<number> {
  const [row] = await sql()<{ count: number }[]>`select count(*)::int as count from admins`
  return row?.count ?? 0
}
