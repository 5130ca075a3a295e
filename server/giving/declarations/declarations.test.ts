import { randomInt } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../../db/client.ts'
import { londonToday } from '../../../app/lib/calendar/london-time.ts'
import { setClientAddress } from '../../http/responses.ts'
import { answered } from '../../../tests/helpers/answer.ts'
import { wipeGiving } from '../../../tests/helpers/gift-aid-declarations.ts'
import { cancelDeclaration, changeDetails, DeclarationChangeRefused } from './changing.ts'
import { declareOnline, recordPaperDeclaration } from './declaring.ts'
import * as adminHttp from './admin-http.ts'
import * as http from './http.ts'
import { giverDeclaration } from './giver-page.ts'
import { manageTokenHash } from './manage-token.ts'
import { searchDeclarations, viewDeclaration } from './register.ts'
import { eraseEverythingAbout } from '../../rights/erasure.ts'

const SITE = 'http://localhost:3000'
const ADMIN = { id: '00000000-0000-4000-8000-000000000001', email: 'treasurer@example.org' } as Parameters<typeof adminHttp.handleCancel>[2]
const handleDeclareApi = answered(http.handleDeclareApi)
const handleCancel = answered(adminHttp.handleCancel)
const handleRecordPaper = answered(adminHttp.handleRecordPaper)
const handleViewDeclaration = answered(adminHttp.handleViewDeclaration)
const handleChangeDetails = answered(adminHttp.handleChangeDetails)

const details = { title: 'Mrs', firstName: 'Jane', lastName: 'Smith-Jones', house: '12', postcode: 'NE27 0QQ', overseasAddress: null }
const online = { details, email: 'jane@example.com', scope: 'all_gifts' as const, wordingVersion: 1 }

function jsonPost(path: string, body: unknown): Request {
  const request = new Request(`${SITE}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: SITE }, body: JSON.stringify(body) })
  setClientAddress(request, `10.38.${randomInt(0, 255)}.${randomInt(1, 255)}`)
  return request
}

async function storedDetails(reference: string) {
  return sql()<{ effectiveFrom: string; house: string; postcode: string | null }[]>`
    select dd.effective_from::text as "effectiveFrom", dd.house, dd.postcode from gift_aid_declaration_details dd
    join gift_aid_declarations d on d.id = dd.declaration_id where d.giving_reference = ${reference} order by dd.effective_from, dd.id`
}

beforeEach(async () => {
  await wipeGiving(sql())
  await sql()`delete from mail_outbox`
  await sql()`delete from rate_limit_hits`
})

describe('a declaration made online', () => {
  it('is stored with its wording version and a reference, and its written record queued to the giver', async () => {
    const declared = await declareOnline(online)
    if (typeof declared === 'string') throw new Error(declared)
    expect(declared.givingReference).toMatch(/^GA[2-9A-HJ-NP-Z]{4}$/)
    const [row] = await sql()`
      select scope, wording_version, made_on::text, source, email, manage_token_hash from gift_aid_declarations where giving_reference = ${declared.givingReference}`
    expect(row).toMatchObject({ scope: 'all_gifts', wording_version: 1, made_on: londonToday(), source: 'online', email: 'jane@example.com' })
    expect(row!.manage_token_hash).toBe(manageTokenHash(declared.token))
    const [mail] = await sql()<{ recipient_email: string; subject: string; text: string }[]>`select recipient_email, subject, text from mail_outbox`
    expect(mail!.recipient_email).toBe('jane@example.com')
    expect(mail!.subject).toContain(declared.givingReference)
    expect(mail!.text).toContain('I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax')
    expect(mail!.text).toContain('any donations I make in the future or have made in the past 4 years')
    expect(mail!.text).toContain('NE27 0QQ')
    expect(mail!.text).toContain(`/gift-aid/declaration?token=${declared.token}`)
  })

  it('over the API writes the postcode in HMRC form and answers 400 naming a bad field', async () => {
    const body = {
      title: 'Mr.',
      firstName: 'John',
      lastName: 'Smith',
      house: '3',
      postcode: 'NE270QQ',
      email: 'john@example.com',
      scope: 'one_gift',
      wordingVersion: '1',
    }
    const accepted = await handleDeclareApi(jsonPost('/api/gift-aid/declarations', body))
    expect(accepted.status).toBe(201)
    const { givingReference } = (await accepted.json()) as { givingReference: string }
    expect(await storedDetails(givingReference)).toEqual([{ effectiveFrom: londonToday(), house: '3', postcode: 'NE27 0QQ' }])
    const [title] = await sql()`select title from gift_aid_declaration_details`
    expect(title!.title).toBe('Mr')

    const refused = await handleDeclareApi(jsonPost('/api/gift-aid/declarations', { ...body, postcode: 'NOT A CODE', firstName: 'x'.repeat(36) }))
    expect(refused.status).toBe(400)
    const { details: fields } = (await refused.json()) as { details: Record<string, string> }
    expect(fields.postcode).toMatch(/postcode/i)
    expect(fields.firstName).toMatch(/First name/)
  })

  it('refuses a wording version the site never showed', async () => {
    expect(await declareOnline({ ...online, wordingVersion: 999 })).toBe('wording_out_of_date')
  })
})

describe('the giver’s private link', () => {
  it('opens their declaration, and a token that is not ours opens nothing', async () => {
    const declared = await declareOnline(online)
    if (typeof declared === 'string') throw new Error(declared)
    expect((await giverDeclaration(declared.token))?.givingReference).toBe(declared.givingReference)
    expect(await giverDeclaration('x'.repeat(43))).toBeNull()
    expect(await giverDeclaration('not a token')).toBeNull()
  })

  it('cancels from today, never retrospectively, and a second cancel says when it was cancelled', async () => {
    const declared = await declareOnline(online)
    if (typeof declared === 'string') throw new Error(declared)
    const tokenHash = manageTokenHash(declared.token)!
    const cancelled = await cancelDeclaration({ tokenHash }, { by: 'giver' })
    expect(cancelled).toEqual({ givingReference: declared.givingReference, cancelledOn: londonToday() })
    const again = cancelDeclaration({ tokenHash }, { by: 'giver' })
    await expect(again).rejects.toThrow(DeclarationChangeRefused)
    await expect(again).rejects.toThrow(/already cancelled/)
    const [row] = await sql()`select cancelled_on::text, cancelled_by from gift_aid_declarations`
    expect(row).toEqual({ cancelled_on: londonToday(), cancelled_by: 'the giver' })
  })

  it('changes the address from today and keeps the earlier details', async () => {
    const paper = await recordPaperDeclaration({ details, email: null, scope: 'all_gifts', madeOn: '2024-01-10' }, ADMIN.email)
    await changeDetails({ id: paper.id }, { ...details, house: 'Rose Cottage', postcode: 'BR5 2RW' }, { by: 'admin', email: ADMIN.email }, '2025-03-01')
    expect(await storedDetails(paper.givingReference)).toEqual([
      { effectiveFrom: '2024-01-10', house: '12', postcode: 'NE27 0QQ' },
      { effectiveFrom: '2025-03-01', house: 'Rose Cottage', postcode: 'BR5 2RW' },
    ])
  })
})

describe('the treasurer’s register', () => {
  it('records a paper declaration, refuses one dated in the future, and finds it by name, postcode, e-mail or reference', async () => {
    const body = {
      firstName: 'Ann',
      lastName: 'Lee',
      house: 'The Old Rectory',
      postcode: 'br5 2rw',
      email: 'ann@example.com',
      scope: 'all_gifts',
      madeOn: '2025-06-01',
    }
    const recorded = await handleRecordPaper(jsonPost('/api/admin/gift-aid/declarations', body), ADMIN)
    expect(recorded.status).toBe(201)
    const { givingReference } = (await recorded.json()) as { givingReference: string }
    const future = await handleRecordPaper(jsonPost('/api/admin/gift-aid/declarations', { ...body, madeOn: '2999-01-01' }), ADMIN)
    expect(future.status).toBe(400)
    expect(((await future.json()) as { details: Record<string, string> }).details.madeOn).toMatch(/future/)

    for (const text of ['ann lee', 'BR52RW', 'ANN@example.com', givingReference.toLowerCase(), 'lee']) {
      const found = await searchDeclarations({ text, pastKeepUntil: false }, ADMIN.email)
      expect(
        found.map((row) => row.givingReference),
        text,
      ).toEqual([givingReference])
    }
    expect(await searchDeclarations({ text: 'nobody', pastKeepUntil: false }, ADMIN.email)).toEqual([])
    const [audit] = await sql()<{ detail: string }[]>`select detail from audit_log where action = 'gift_aid.searched' order by id desc limit 1`
    expect(audit!.detail).not.toMatch(/nobody|BR5/i)
  })

  it('cancels from a date, refusing one before it was made, in the future, or under a claim already sent', async () => {
    const paper = await recordPaperDeclaration({ details, email: null, scope: 'all_gifts', madeOn: '2024-01-10' }, ADMIN.email)
    const cancel = (cancelledOn: string) => handleCancel(paper.id, jsonPost(`/api/admin/gift-aid/declarations/${paper.id}/cancel`, { cancelledOn }), ADMIN)
    expect((await cancel('2023-12-31')).status).toBe(400)
    expect((await cancel('2999-01-01')).status).toBe(400)
    const [claim] =
      await sql()`insert into gift_aid_claims (period_from, period_to, status, sent_on) values ('2024-01-01', '2024-12-31', 'sent', '2025-01-15') returning id`
    await sql()`insert into gifts (given_on, amount_pence, method, declaration_id, claim_id, claim_locked) values ('2024-06-30', 1000, 'bank', ${paper.id}, ${claim!.id}, true)`
    const underClaim = await cancel('2024-06-01')
    expect(underClaim.status).toBe(400)
    expect(((await underClaim.json()) as { details: Record<string, string> }).details.cancelledOn).toMatch(/already claimed/)
    expect((await cancel('2024-07-01')).status).toBe(200)
    expect((await cancel('2024-08-01')).status).toBe(409)
  })

  it('shows one declaration in full, with its keep-until day from the last claimed gift, and audits the view', async () => {
    const paper = await recordPaperDeclaration({ details, email: null, scope: 'all_gifts', madeOn: '2020-01-10' }, ADMIN.email)
    const [claim] =
      await sql()`insert into gift_aid_claims (period_from, period_to, status, sent_on) values ('2020-01-01', '2020-12-31', 'sent', '2021-01-15') returning id`
    await sql()`insert into gifts (given_on, amount_pence, method, declaration_id, claim_id, claim_locked) values ('2020-06-30', 1000, 'bank', ${paper.id}, ${claim!.id}, true)`
    const record = await viewDeclaration(paper.id, ADMIN.email, '2027-01-01')
    expect(record).toMatchObject({ givingReference: paper.givingReference, keepUntil: '2026-12-31', pastKeepUntil: true, lastClaimedGiftOn: '2020-06-30' })
    expect(record!.wording.declaration).toMatch(/^I am a UK taxpayer/)
    expect(record!.wording.allGifts).not.toContain('{charity}')
    expect(record!.gifts).toEqual([expect.objectContaining({ givenOn: '2020-06-30', amountPence: 1000, claimStatus: 'sent' })])
    const [audit] = await sql()<{ detail: string }[]>`select detail from audit_log where action = 'gift_aid.viewed' order by id desc limit 1`
    expect(audit!.detail).toBe(`Viewed declaration ${paper.givingReference}`)
    expect((await handleViewDeclaration('00000000-0000-4000-8000-000000000000', ADMIN)).status).toBe(404)
  })
})

describe('a change the treasurer records', () => {
  it('names every field at fault at once, the date among them, and refuses a date before the declaration', async () => {
    const paper = await recordPaperDeclaration({ details, email: null, scope: 'all_gifts', madeOn: '2024-01-10' }, ADMIN.email)
    const path = `/api/admin/gift-aid/declarations/${paper.id}/details`
    const empty = await handleChangeDetails(paper.id, jsonPost(path, { postcode: 'nope' }), ADMIN)
    expect(empty.status).toBe(400)
    const { details: fields } = (await empty.json()) as { details: Record<string, string> }
    expect(Object.keys(fields).sort()).toEqual(['effectiveFrom', 'firstName', 'house', 'lastName', 'postcode'])
    const early = await handleChangeDetails(paper.id, jsonPost(path, { ...details, overseasAddress: '', effectiveFrom: '2023-01-01' }), ADMIN)
    expect(early.status).toBe(400)
    expect(((await early.json()) as { details: Record<string, string> }).details.effectiveFrom).toMatch(/before the declaration was made/)
  })
})

describe('the wording', () => {
  it('is never changed or deleted: a new version is added instead', async () => {
    await expect(sql()`update gift_aid_wordings set declaration = 'Changed' where version = 1`).rejects.toThrow(/kept as it was shown/)
    await expect(sql()`delete from gift_aid_wordings where version = 1`).rejects.toThrow(/kept as it was shown/)
  })
})

describe('at the data-rights desk', () => {
  it('a declaration is found and kept, with HMRC’s reason, when the giver’s address is erased', async () => {
    const declared = await declareOnline(online)
    if (typeof declared === 'string') throw new Error(declared)
    const report = await eraseEverythingAbout('Jane@Example.com', ADMIN.email)
    expect(report.kept.gift_aid_declarations).toEqual({ rows: 1, reason: expect.stringContaining('HMRC requires') })
    expect(report.kept.gift_aid_declaration_details).toEqual({ rows: 1, reason: expect.stringContaining('6 years') })
    const [kept] = await sql()`select count(*)::int as count from gift_aid_declarations where giving_reference = ${declared.givingReference}`
    expect(kept!.count).toBe(1)
  })
})
