import type { UkDate } from '../../../app/lib/giving/claims/uk-dates.ts'
import { type CoveringDeclaration, declarationCovers, detailsOn, type GiverDetails, type MatchedGift } from './declaration-cover.ts'
import type { ScheduleRow } from './schedule-row.ts'
import { type RowProblem, rowProblems } from './schedule-rules.ts'

/** A gift's row as HMRC's schedule will have it: the giver's details as they were on the day of the gift. */
export function scheduleRowOf(gift: MatchedGift, declaration: CoveringDeclaration, details: GiverDetails): ScheduleRow {
  return {
    giftId: gift.id,
    declarationId: declaration.id,
    givingReference: declaration.givingReference,
    title: details.title ?? '',
    firstName: details.firstName,
    lastName: details.lastName,
    house: details.house,
    postcode: details.postcode ?? 'X',
    aggregatedDescription: '',
    sponsoredEvent: false,
    donationDate: gift.givenOn,
    amountPence: gift.amountPence,
  }
}

/**
 * The schedule of the gifts a claim may include: each matched gift its declaration covers, with
 * the details of its day, in date order. Gifts no declaration covers are counted, not listed.
 */
export function scheduleOf(
  gifts: readonly MatchedGift[],
  declarations: ReadonlyMap<string, CoveringDeclaration>,
  details: ReadonlyMap<string, readonly GiverDetails[]>,
): { rows: ScheduleRow[]; notCovered: number } {
  const rows: ScheduleRow[] = []
  let notCovered = 0
  for (const gift of gifts) {
    const declaration = declarations.get(gift.declarationId)
    const applying = detailsOn(details.get(gift.declarationId) ?? [], gift.givenOn)
    if (!declaration || !applying || !declarationCovers(declaration, gift)) notCovered += 1
    else rows.push(scheduleRowOf(gift, declaration, applying))
  }
  rows.sort((a, b) => (a.donationDate < b.donationDate ? -1 : a.donationDate > b.donationDate ? 1 : Number(a.giftId) - Number(b.giftId)))
  return { rows, notCovered }
}

/** A row with what HMRC would refuse in it, and its item number in the schedule (from 1). */
export type RowCheck = { item: number; row: ScheduleRow; problems: RowProblem[] }

/** Checks every row against HMRC's rules before anything is exported: the rows at fault. */
export function checkSchedule(rows: readonly ScheduleRow[], today: UkDate): RowCheck[] {
  const failing: RowCheck[] = []
  rows.forEach((row, index) => {
    const problems = rowProblems(row, today)
    if (problems.length > 0) failing.push({ item: index + 1, row, problems })
  })
  return failing
}
