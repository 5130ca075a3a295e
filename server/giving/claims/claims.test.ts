import { describe, expect, it } from 'vitest'
import { sql } from '../../../db/client.ts'
import { BadRequest } from '../../errors.ts'
import { buildClaim, markClaimSent, showClaim } from './claims.ts'
import { seedDeclarations } from '../../../tests/helpers/gift-aid-declarations.ts'

const ADMIN = 'treasurer@example.org'

async function gift(givenOn: string, amountPence: number, declarationId: string | null): Promise<string> {
  const [row] = await sql()<{ id: string }[]>`
    insert into gifts (given_on, amount_pence, method, declaration_id) values (${givenOn}, ${amountPence}, 'cheque', ${declarationId}) returning id::text`
  return row!.id
}

describe('a Gift Aid claim', () => {
  it('holds the covered gifts of its period, and once sent they never enter another claim', async () => {
    const ids = await seedDeclarations(sql(), [
      { reference: 'GACLM1', madeOn: '2024-05-01' },
      { reference: 'GACLM2', madeOn: '2024-05-01', cancelledOn: '2024-06-01' },
    ])
    const covered = await gift('2024-05-10', 2500, ids.get('GACLM1')!)
    const afterCancellation = await gift('2024-06-10', 1000, ids.get('GACLM2')!)
    await gift('2024-05-11', 700, null)
    const period = { periodFrom: '2024-05-01', periodTo: '2024-06-30' }
    await sql()`insert into small_donations (given_on, amount_pence, method) values ('2024-05-12', 30000, 'cash')`

    const draft = await buildClaim(period, ADMIN)
    // Ten times the £25.00 of Gift Aid donations claimed this tax year: £250.00 of the £300.00.
    expect(draft.gasds).toEqual({ taxYear: 2024, smallDonationsPence: 30000, claimablePence: 25000, topUpPence: 6250, limitedBy: 'matching rule' })
    expect(draft.rows.map((row) => row.giftId)).toEqual([covered])
    expect(draft.problems).toEqual([])
    expect(draft.notCovered).toBe(1)
    void afterCancellation

    const sent = await markClaimSent(draft.id, { hmrcReference: 'HMRC-123', sentOn: '2024-07-01' }, ADMIN)
    expect(sent.status).toBe('sent')

    const next = await buildClaim(period, ADMIN)
    expect(next.rows).toEqual([])
    expect((await showClaim(draft.id, ADMIN)).rows.map((row) => row.giftId)).toEqual([covered])
  })

  it('refuses in the database to move a sent gift into another claim, or change it', async () => {
    const ids = await seedDeclarations(sql(), [{ reference: 'GACLM3', madeOn: '2024-08-01' }])
    const locked = await gift('2024-08-10', 2000, ids.get('GACLM3')!)
    const claim = await buildClaim({ periodFrom: '2024-08-01', periodTo: '2024-08-31' }, ADMIN)
    await markClaimSent(claim.id, { hmrcReference: 'HMRC-456', sentOn: '2024-09-01' }, ADMIN)
    const [other] = await sql()<{ id: string }[]>`insert into gift_aid_claims (period_from, period_to) values ('2024-08-01', '2024-08-31') returning id::text`
    await expect(sql()`update gifts set claim_id = ${other!.id} where id = ${locked}`).rejects.toThrow(/locked/)
    await expect(
      sql()`insert into gifts (given_on, amount_pence, method, declaration_id, claim_id) values ('2024-08-11', 100, 'cash', ${ids.get('GACLM3')!}, ${claim.id})`,
    ).rejects.toThrow(/gifts_claim_locked_fkey/)
    await expect(sql()`delete from gifts where id = ${locked}`).rejects.toThrow(/locked/)
    await expect(sql()`update gifts set amount_pence = 1 where id = ${locked}`).rejects.toThrow(/locked/)
    await expect(sql()`delete from gift_aid_claims where id = ${claim.id}`).rejects.toThrow(/sent to HMRC/)
    await expect(sql()`update gift_aid_claims set status = 'draft', sent_on = null where id = ${claim.id}`).rejects.toThrow(/sent to HMRC/)
    await sql()`delete from gift_aid_claims where id = ${other!.id}`
  })

  it('shows the problems HMRC would refuse, naming the giver and the field, and will not mark such a claim sent', async () => {
    const ids = await seedDeclarations(sql(), [{ reference: 'GACLM4', madeOn: '2024-10-01', details: [{ title: 'Mr.', lastName: 'Smith-Jones' }] }])
    await gift('2024-10-02', 1500, ids.get('GACLM4')!)
    const claim = await buildClaim({ periodFrom: '2024-10-01', periodTo: '2024-10-31' }, ADMIN)
    expect(claim.problems.map(({ giver, field, givingReference }) => [giver, field, givingReference])).toEqual([
      ['Ada Smith-Jones', 'title', 'GACLM4'],
      ['Ada Smith-Jones', 'lastName', 'GACLM4'],
    ])
    const refused = await markClaimSent(claim.id, { hmrcReference: 'HMRC-789', sentOn: '2024-11-01' }, ADMIN).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(BadRequest)
  })

  it('two builds at once leave one claim in preparation, each gift in it once', async () => {
    const ids = await seedDeclarations(sql(), [{ reference: 'GACLM5', madeOn: '2023-05-01' }])
    await gift('2023-05-02', 1000, ids.get('GACLM5')!)
    await gift('2023-05-03', 1000, ids.get('GACLM5')!)
    const period = { periodFrom: '2023-05-01', periodTo: '2023-05-31' }
    const [first, second] = await Promise.all([buildClaim(period, ADMIN), buildClaim(period, ADMIN)])
    const drafts = await sql()<{ id: string }[]>`select id::text from gift_aid_claims where status = 'draft'`
    expect(drafts.map((draft) => draft.id)).toEqual([String(Math.max(Number(first.id), Number(second.id)))])
    const [held] = await sql()<{ count: number }[]>`select count(*)::int as count from gifts where claim_id = ${drafts[0]!.id}`
    expect(held!.count).toBe(2)
  })
})
