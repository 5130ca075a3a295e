import { sql } from '../../../db/client.ts'
import type { Queryable } from '../../../db/queryable.ts'
import { londonToday } from '../../../app/lib/calendar/london-time.ts'
import { type DeclarationScope, wordingFor } from '../../../app/lib/giving/declaration.ts'
import type { DeclarationDetails } from '../../../app/lib/giving/declaration-form.ts'
import { writtenDay } from '../../../app/lib/giving/dates.ts'
import { renderGiftAidDeclaration } from '../../../emails/gift-aid-declaration.tsx'
import { recordAudit } from '../../audit/audit-log.ts'
import { publishedContent } from '../../content/published.ts'
import { ONLINE_DECLARATIONS_PER_DAY, THE_GIVER } from './limits.ts'
import { declarationUrl } from './links.ts'
import { newManageToken } from './manage-token.ts'
import { insertDeclaration, insertDetails } from './storing.ts'
import { wordingVersion } from './wordings.ts'

export type OnlineDeclaration = { details: DeclarationDetails; email: string; scope: DeclarationScope; wordingVersion: number }

/** What a declaration made online came to: its reference and private link's token, or why nothing was stored. */
export type DeclaredOnline = { givingReference: string; token: string } | 'wording_out_of_date' | 'busy'

/** The name HMRC's wording puts in place of [name of charity]: the church's name as the register of charities has it. */
export async function charityName(): Promise<{ charity: string; churchName: string; churchEmail: string }> {
  const { church } = await publishedContent()
  return { charity: church.charity.registeredName || church.name, churchName: church.name, churchEmail: church.email }
}

/** Whether today's budget of online declarations is spent; counted under a lock, so concurrent posts cannot all slip in. */
async function onlineBudgetSpent(tx: Queryable): Promise<boolean> {
  await tx`select pg_advisory_xact_lock(hashtext('gift aid online declarations budget'))`
  const [row] = await tx<{ count: number }[]>`
    select count(*)::int as count from gift_aid_declarations where source = 'online' and created_at > now() - interval '1 day'`
  return row!.count >= ONLINE_DECLARATIONS_PER_DAY
}

/**
 * A giver's declaration from the public page, made today (UK date): the declaration, its first name
 * and address, and the written record e-mailed to the giver with their private link, stored together.
 */
export async function declareOnline(input: OnlineDeclaration, today = londonToday()): Promise<DeclaredOnline> {
  const wording = await wordingVersion(input.wordingVersion)
  if (!wording) return 'wording_out_of_date'
  const names = await charityName()
  const { token, tokenHash } = newManageToken()
  return sql().begin(async (tx) => {
    if (await onlineBudgetSpent(tx)) return 'busy' as const
    const { id, givingReference } = await insertDeclaration(tx, {
      scope: input.scope,
      wordingVersion: wording.version,
      madeOn: today,
      source: 'online',
      email: input.email,
      manageTokenHash: tokenHash,
    })
    await insertDetails(tx, id, today, input.details, THE_GIVER)
    const record = await renderGiftAidDeclaration(
      {
        churchName: names.churchName,
        wording: wordingFor(wording, names.charity),
        scope: input.scope,
        details: input.details,
        givingReference,
        madeOn: writtenDay(today),
        sentOn: writtenDay(today),
        manageUrl: declarationUrl(token),
      },
      names.churchEmail,
    )
    const name = [input.details.firstName, input.details.lastName].join(' ')
    await tx`
      insert into mail_outbox (recipient_email, recipient_name, reply_to, subject, html, text, status)
      values (${input.email}, ${name}, ${record.replyTo}, ${record.subject}, ${record.html}, ${record.text}, 'pending')`
    await recordAudit({ actorEmail: null, action: 'gift_aid.declared', detail: `Declaration ${givingReference} made online` }, tx)
    return { givingReference, token }
  })
}

export type PaperDeclaration = { details: DeclarationDetails; email: string | null; scope: DeclarationScope; madeOn: string }

/** A paper declaration the treasurer types in, on the wording now in use, made on the date written on it. */
export async function recordPaperDeclaration(input: PaperDeclaration, adminEmail: string): Promise<{ id: string; givingReference: string }> {
  return sql().begin(async (tx) => {
    const [wording] = await tx<{ version: number }[]>`select max(version) as version from gift_aid_wordings`
    const stored = await insertDeclaration(tx, {
      scope: input.scope,
      wordingVersion: wording!.version,
      madeOn: input.madeOn,
      source: 'paper',
      email: input.email,
      manageTokenHash: null,
    })
    await insertDetails(tx, stored.id, input.madeOn, input.details, adminEmail)
    await recordAudit(
      { actorEmail: adminEmail, action: 'gift_aid.recorded', detail: `Paper declaration ${stored.givingReference} of ${input.madeOn} recorded` },
      tx,
    )
    return stored
  })
}
