import { describe, expect, it } from 'vitest'
import type { ScheduleRow } from './schedule-row.ts'
import {
  aggregatedDescriptionIsShort,
  aggregatedLineNamesNoGiver,
  amountIsPositiveWithTwoDecimals,
  donationDateIsNotInFuture,
  earliestDonationDate,
  firstNameIsPresentAndShort,
  houseIsPresentAndShort,
  lastNameHasNoHyphen,
  lastNameIsPresentAndShort,
  postcodeIsHmrcShape,
  ROWS_PER_SHEET,
  rowProblems,
  type ScheduleRule,
  sheetsOf,
  textIsWesternCharacters,
  titleIsHmrcShape,
} from './schedule-rules.ts'

const TODAY = '2026-11-28'

const giver: ScheduleRow = {
  giftId: '1',
  declarationId: '1',
  givingReference: 'GA7K4Q',
  title: 'Mrs',
  firstName: 'Ada',
  lastName: 'Lovelace King',
  house: '12',
  postcode: 'BR5 2RW',
  aggregatedDescription: '',
  sponsoredEvent: false,
  donationDate: '2026-03-12',
  amountPence: 1000,
}

const aggregated: ScheduleRow = {
  ...giver,
  giftId: null,
  declarationId: null,
  givingReference: null,
  title: '',
  firstName: '',
  lastName: '',
  house: '',
  postcode: '',
  aggregatedDescription: 'Sunday collection envelopes',
  amountPence: 100_000,
}

/** Each rule with a row it passes and a row it fails, and the field the failure names. */
const cases: [name: string, rule: ScheduleRule, passes: ScheduleRow, fails: ScheduleRow, field: string][] = [
  ['title of at most 4 letters, no full stop', titleIsHmrcShape, giver, { ...giver, title: 'Mrs.' }, 'title'],
  ['title not one letter', titleIsHmrcShape, { ...giver, title: '' }, { ...giver, title: 'M' }, 'title'],
  ['title not 5 letters', titleIsHmrcShape, { ...giver, title: 'Miss' }, { ...giver, title: 'Revd.' }, 'title'],
  ['first name present', firstNameIsPresentAndShort, giver, { ...giver, firstName: '  ' }, 'firstName'],
  ['first name at most 35', firstNameIsPresentAndShort, { ...giver, firstName: 'A'.repeat(35) }, { ...giver, firstName: 'A'.repeat(36) }, 'firstName'],
  ['last name at most 35', lastNameIsPresentAndShort, { ...giver, lastName: 'B'.repeat(35) }, { ...giver, lastName: 'B'.repeat(36) }, 'lastName'],
  ['last name present', lastNameIsPresentAndShort, giver, { ...giver, lastName: '' }, 'lastName'],
  ['double-barrelled surname with a space', lastNameHasNoHyphen, giver, { ...giver, lastName: 'Lovelace-King' }, 'lastName'],
  ['house present', houseIsPresentAndShort, giver, { ...giver, house: '' }, 'house'],
  ['house at most 40', houseIsPresentAndShort, { ...giver, house: 'H'.repeat(40) }, { ...giver, house: 'H'.repeat(41) }, 'house'],
  ['postcode in HMRC’s form', postcodeIsHmrcShape, giver, { ...giver, postcode: 'BR52RW' }, 'postcode'],
  ['postcode X outside the UK', postcodeIsHmrcShape, { ...giver, postcode: 'X' }, { ...giver, postcode: 'x1' }, 'postcode'],
  ['postcode present', postcodeIsHmrcShape, { ...giver, postcode: 'GIR 0AA' }, { ...giver, postcode: '' }, 'postcode'],
  ['postcode in capitals', postcodeIsHmrcShape, { ...giver, postcode: 'NE27 0QQ' }, { ...giver, postcode: 'ne27 0qq' }, 'postcode'],
  ['characters HMRC reads', textIsWesternCharacters, { ...giver, firstName: 'Zoë' }, { ...giver, firstName: 'Zoë 😀' }, 'firstName'],
  [
    'aggregated description at most 35',
    aggregatedDescriptionIsShort,
    aggregated,
    { ...aggregated, aggregatedDescription: 'D'.repeat(36) },
    'aggregatedDescription',
  ],
  ['aggregated line names no giver', aggregatedLineNamesNoGiver, aggregated, { ...aggregated, lastName: 'Lovelace' }, 'aggregatedDescription'],
  ['aggregated line not a sponsored event', aggregatedLineNamesNoGiver, aggregated, { ...aggregated, sponsoredEvent: true }, 'aggregatedDescription'],
  ['donation date not in the future', donationDateIsNotInFuture, { ...giver, donationDate: TODAY }, { ...giver, donationDate: '2026-11-29' }, 'donationDate'],
  ['donation date a date', donationDateIsNotInFuture, giver, { ...giver, donationDate: '12/03/2026' }, 'donationDate'],
  ['amount above 0', amountIsPositiveWithTwoDecimals, { ...giver, amountPence: 1 }, { ...giver, amountPence: 0 }, 'amount'],
  ['amount in whole pence', amountIsPositiveWithTwoDecimals, giver, { ...giver, amountPence: 10.5 }, 'amount'],
  ['aggregated line at most £1,000', amountIsPositiveWithTwoDecimals, aggregated, { ...aggregated, amountPence: 100_001 }, 'amount'],
]

describe('HMRC’s Gift Aid schedule rules', () => {
  for (const [name, rule, passes, fails, field] of cases) {
    it(name, () => {
      expect(rule(passes, TODAY)).toBeNull()
      expect(rule(fails, TODAY)?.field).toBe(field)
    })
  }

  it('a good row has no problems, a bad one each of its problems', () => {
    expect(rowProblems(giver, TODAY)).toEqual([])
    expect(rowProblems(aggregated, TODAY)).toEqual([])
    const bad = rowProblems({ ...giver, title: 'Mr.', postcode: 'BR52RW', donationDate: '2027-01-01' }, TODAY)
    expect(bad.map((problem) => problem.field)).toEqual(['title', 'postcode', 'donationDate'])
  })

  it('splits a schedule at 1,000 rows a sheet', () => {
    const rows = Array.from({ length: 2001 }, (_, index) => index)
    expect(sheetsOf(rows).map((sheet) => sheet.length)).toEqual([ROWS_PER_SHEET, ROWS_PER_SHEET, 1])
    expect(sheetsOf([])).toEqual([])
  })

  it('finds the earliest donation date', () => {
    expect(earliestDonationDate([giver, { ...giver, donationDate: '2026-01-02' }])).toBe('2026-01-02')
    expect(earliestDonationDate([])).toBeNull()
  })
})
