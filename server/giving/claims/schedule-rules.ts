import { penceAsPounds } from '../../../app/lib/giving/claims/money.ts'
import { asScheduleDate, type UkDate } from '../../../app/lib/giving/claims/uk-dates.ts'
import { isAggregated, type ScheduleRow } from './schedule-row.ts'

/**
 * HMRC's checks of a Gift Aid schedule row, taken from its validation service
 * (github.com/hmrc/charities-claims-validation: GiftAidValidationService.scala, DocumentRow.scala,
 * CommonFileValidation.scala, OdsReaderService.scala; decision 067). Each rule answers the field at
 * fault and what to do, or null when the row passes.
 */
export type ScheduleField = 'title' | 'firstName' | 'lastName' | 'house' | 'postcode' | 'aggregatedDescription' | 'donationDate' | 'amount'
export type RowProblem = { field: ScheduleField; message: string }
export type ScheduleRule = (row: ScheduleRow, today: UkDate) => RowProblem | null

/** HMRC drops every character outside printable ASCII and Latin-1 (removeNonWesternCharacters). */
const NOT_WESTERN = /[^\x20-\x7E\xA1-\xFF]/
/** GiftAidValidationService.validateTitle: a letter, then 1 to 3 letters, apostrophes or hyphens. */
const HMRC_TITLE = /^[A-Za-z][A-Za-z'-]{1,3}$/
/** GiftAidValidationService.validatePostcode (which Java matches against the whole value), in capitals with one space. */
const HMRC_POSTCODE = /^(?:GIR 0AA|(?:[A-Z][0-9][0-9]?|[A-Z][A-HJ-Y][0-9][0-9]?|[A-Z][0-9][A-Z]|[A-Z][A-HJ-Y][0-9]?[A-Z]) [0-9][A-Z]{2})$/
export const NAME_MAX_LENGTH = 35
export const HOUSE_MAX_LENGTH = 40
export const AGGREGATED_DESCRIPTION_MAX_LENGTH = 35
/** validateMoney: an aggregated line is at most £1,000.00. */
export const AGGREGATED_LINE_MAX_PENCE = 100_000
/** validateMoney: 15 digits at most, so 9999999999999.99. */
const AMOUNT_MAX_PENCE = 999_999_999_999_999

/** HMRC's own spacing: trimmed, runs of spaces as one (removeNonWesternCharacters with normalisingSpacing). */
const asHmrcReadsIt = (text: string) => text.trim().replace(/\s+/g, ' ')

const problem = (field: ScheduleField, message: string): RowProblem => ({ field, message })

export const titleIsHmrcShape: ScheduleRule = (row) => {
  if (isAggregated(row) || row.title.trim() === '') return null
  return HMRC_TITLE.test(row.title.trim()) ? null : problem('title', 'The title must be 2 to 4 letters with no full stop (Mr, Mrs, Dr), or left blank')
}

const nameRule =
  (field: 'firstName' | 'lastName', label: string): ScheduleRule =>
  (row) => {
    if (isAggregated(row)) return null
    const name = asHmrcReadsIt(row[field])
    if (name === '') return problem(field, `The ${label} is missing`)
    if (name.length > NAME_MAX_LENGTH) return problem(field, `The ${label} is longer than ${NAME_MAX_LENGTH} characters`)
    return null
  }

export const firstNameIsPresentAndShort = nameRule('firstName', 'first name')
export const lastNameIsPresentAndShort = nameRule('lastName', 'last name')

/** HMRC's guidance for the schedule: a double-barrelled surname is written with a space, not a hyphen. */
export const lastNameHasNoHyphen: ScheduleRule = (row) =>
  !isAggregated(row) && row.lastName.includes('-') ? problem('lastName', 'Write a double-barrelled last name with a space, not a hyphen') : null

export const houseIsPresentAndShort: ScheduleRule = (row) => {
  if (isAggregated(row)) return null
  const house = asHmrcReadsIt(row.house)
  if (house === '') return problem('house', 'The house name or number is missing')
  if (house.length > HOUSE_MAX_LENGTH) return problem('house', `The house name or number is longer than ${HOUSE_MAX_LENGTH} characters`)
  return null
}

export const postcodeIsHmrcShape: ScheduleRule = (row) => {
  if (isAggregated(row)) return null
  const postcode = row.postcode.trim()
  if (postcode === '') return problem('postcode', 'The postcode is missing (X for a giver outside the UK)')
  return postcode === 'X' || HMRC_POSTCODE.test(postcode) ? null : problem('postcode', 'The postcode is not in HMRC’s form, like BR5 2RW')
}

/** The text fields keep only characters HMRC reads; anything else would be dropped from the claim. */
export const textIsWesternCharacters: ScheduleRule = (row) => {
  const fields = ['title', 'firstName', 'lastName', 'house', 'postcode', 'aggregatedDescription'] as const
  const field = fields.find((name) => NOT_WESTERN.test(row[name]))
  return field
    ? problem(field, 'It has characters HMRC drops (letters outside Western European alphabets): write it as the giver would in Latin letters')
    : null
}

export const aggregatedDescriptionIsShort: ScheduleRule = (row) =>
  asHmrcReadsIt(row.aggregatedDescription).length > AGGREGATED_DESCRIPTION_MAX_LENGTH
    ? problem('aggregatedDescription', `The description of aggregated donations is longer than ${AGGREGATED_DESCRIPTION_MAX_LENGTH} characters`)
    : null

/** validateAggregateDonationRules: an aggregated line names no giver and is not a sponsored event. */
export const aggregatedLineNamesNoGiver: ScheduleRule = (row) => {
  if (!isAggregated(row)) return null
  const named = [row.title, row.firstName, row.lastName, row.house, row.postcode].some((value) => value.trim() !== '')
  if (named) return problem('aggregatedDescription', 'An aggregated donations line must not name a giver or give an address')
  return row.sponsoredEvent ? problem('aggregatedDescription', 'An aggregated donations line cannot be a sponsored event') : null
}

/** validateDate: a real day, written DD/MM/YY, not after today. */
export const donationDateIsNotInFuture: ScheduleRule = (row, today) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(row.donationDate) || !/^\d{2}\/\d{2}\/\d{2}$/.test(asScheduleDate(row.donationDate)))
    return problem('donationDate', 'The donation date is missing or not a date')
  return row.donationDate > today ? problem('donationDate', 'The donation date is in the future') : null
}

/** validateMoney: above 0, exactly two decimals, at most 15 digits; an aggregated line at most £1,000.00. */
export const amountIsPositiveWithTwoDecimals: ScheduleRule = (row) => {
  if (!Number.isSafeInteger(row.amountPence) || row.amountPence <= 0) return problem('amount', 'The amount must be more than 0.00')
  if (!/^\d+\.\d{2}$/.test(penceAsPounds(row.amountPence)) || row.amountPence > AMOUNT_MAX_PENCE)
    return problem('amount', 'The amount is not pounds and pence HMRC accepts')
  if (isAggregated(row) && row.amountPence > AGGREGATED_LINE_MAX_PENCE) return problem('amount', 'An aggregated donations line must total £1,000.00 or less')
  return null
}

export const SCHEDULE_RULES: readonly ScheduleRule[] = [
  titleIsHmrcShape,
  firstNameIsPresentAndShort,
  lastNameIsPresentAndShort,
  lastNameHasNoHyphen,
  houseIsPresentAndShort,
  postcodeIsHmrcShape,
  textIsWesternCharacters,
  aggregatedDescriptionIsShort,
  aggregatedLineNamesNoGiver,
  donationDateIsNotInFuture,
  amountIsPositiveWithTwoDecimals,
]

/** Every problem of one row. */
export function rowProblems(row: ScheduleRow, today: UkDate): RowProblem[] {
  const problems: RowProblem[] = []
  for (const rule of SCHEDULE_RULES) {
    const found = rule(row, today)
    if (found) problems.push(found)
  }
  return problems
}

/** DocumentRow.scala: a sheet holds rows 25 to 1025, so at most 1,000 donations; validateItem: items 1 to 1000. */
export const ROWS_PER_SHEET = 1000

/** The rows in sheets of at most ROWS_PER_SHEET, each to be its own file. */
export function sheetsOf<Row>(rows: readonly Row[]): Row[][] {
  const sheets: Row[][] = []
  for (let start = 0; start < rows.length; start += ROWS_PER_SHEET) sheets.push(rows.slice(start, start + ROWS_PER_SHEET))
  return sheets
}

/** GiftAidValidationService: the earliest donation date of a sheet, required, DD/MM/YY. */
export function earliestDonationDate(rows: readonly ScheduleRow[]): UkDate | null {
  let earliest: UkDate | null = null
  for (const row of rows) if (earliest === null || row.donationDate < earliest) earliest = row.donationDate
  return earliest
}
