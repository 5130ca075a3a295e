import type { Queryable } from '../../db/queryable.ts'
import type { RenderedAccountEmail } from '../../emails/account.tsx'
import { publishedContent } from '../content/published.ts'
import { queueAccountEmail } from '../mail/outbox.ts'

export type Person = { id: string; name: string; email: string }

export async function churchName(): Promise<string> {
  return (await publishedContent()).church.name
}

/** Queues one e-mail to one address, inside the caller's transaction. */
export async function queueTo(tx: Queryable, to: string, email: RenderedAccountEmail): Promise<void> {
  await queueAccountEmail(tx, { to, ...email })
}

/** Queues one e-mail to every administrator except those listed, inside the caller's transaction. */
export async function queueToOtherAdministrators(tx: Queryable, exceptIds: string[], email: RenderedAccountEmail): Promise<number> {
  const others = await tx<{ email: string }[]>`select email from admins where not (id = any(${exceptIds}::uuid[]))`
  for (const other of others) await queueTo(tx, other.email, email)
  return others.length
}
