import { describe, expect, it } from 'vitest'
import { sql } from '../../../db/client.ts'
import { BadRequest } from '../../errors.ts'
import { seedDeclarations } from '../../../tests/helpers/gift-aid-declarations.ts'
import { importStatement, UNKNOWN_LAYOUT } from './statement-import.ts'

const ADMIN = 'treasurer@example.org'
const bytes = (text: string) => new TextEncoder().encode(text)

const LLOYDS = `Transaction Date,Transaction Type,Sort Code,Account Number,Transaction Description,Debit Amount,Credit Amount,Balance\r
01/02/2025,FPI,'30-00-00,12345678,"GAIMP1 STANDING ORDER, THANKS",,25.00,100.00\r
01/02/2025,FPI,'30-00-00,12345678,CASH PAID IN,,10.00,110.00\r
01/02/2025,FPI,'30-00-00,12345678,CASH PAID IN,,10.00,120.00\r
02/02/2025,DD,'30-00-00,12345678,ELECTRICITY,80.00,,40.00\r
`

async function refusal(promise: Promise<unknown>): Promise<BadRequest> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(BadRequest)
  return error as BadRequest
}

describe('importing a bank statement', () => {
  it('imports its credits once, matching by giving reference, however often it is imported', async () => {
    await seedDeclarations(sql(), [{ reference: 'GAIMP1' }])
    const first = await importStatement(bytes(`\uFEFF${LLOYDS}`), null, ADMIN)
    expect(first).toEqual({ bank: 'Lloyds, Halifax, Bank of Scotland', credits: 3, imported: 3, alreadyImported: 0, matched: 1 })
    const again = await importStatement(bytes(LLOYDS), null, ADMIN)
    expect(again).toEqual({ bank: 'Lloyds, Halifax, Bank of Scotland', credits: 3, imported: 0, alreadyImported: 3, matched: 0 })
    const [count] = await sql()<{ count: number }[]>`select count(*)::int as count from gifts where given_on = '2025-02-01'`
    expect(count!.count).toBe(3)
    const audit = await sql()`select detail from audit_log where action = 'gifts.imported'`
    expect(audit.map((row) => row.detail).join(' ')).not.toMatch(/25\.00|£/)
  })

  it('asks for the columns of an unknown layout, then remembers them by the header line', async () => {
    const statement = 'When,What,In\n2025-03-01,GIFT ONE,5.00\n'
    const unknown = await refusal(importStatement(bytes(statement), null, ADMIN))
    expect(unknown.status).toBe(400)
    expect(unknown.message).toBe(UNKNOWN_LAYOUT)
    expect(unknown.details).toEqual(['When', 'What', 'In'])
    expect((await importStatement(bytes(statement), { date: 0, description: 1, amount: 2 }, ADMIN)).imported).toBe(1)
    expect((await importStatement(bytes('When,What,In\n2025-03-02,GIFT TWO,6.00\n'), null, ADMIN)).imported).toBe(1)
  })

  it('refuses a statement with a row it cannot read, naming the row and field, and imports nothing of it', async () => {
    const statement = 'Date,Type,Description,Value,Balance,Account Name,Account Number\n04/03/2025,BAC,GOOD,5.00,1,A,1\n05/03/2025,BAC,BAD,£10,1,A,1\n'
    const bad = await refusal(importStatement(bytes(statement), null, ADMIN))
    expect(bad.status).toBe(400)
    expect(bad.details).toEqual(['Row 3: the amount "£10" is not pounds and pence like 10.00 or 1,250.50'])
    const [count] = await sql()<{ count: number }[]>`select count(*)::int as count from gifts where description = 'GOOD'`
    expect(count!.count).toBe(0)
  })
})
