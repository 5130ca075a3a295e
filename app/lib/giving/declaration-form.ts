import * as v from 'valibot'
import { isCalendarDay } from '../calendar/london-time.ts'
import { requiredEmail, requiredLine } from '../forms/field-schemas.ts'
import { type DeclarationScope, NAME_MAX, HOUSE_MAX, OVERSEAS_ADDRESS_MAX } from './declaration.ts'
import { hmrcPostcode, POSTCODE_INPUT_MAX } from './postcode.ts'
import { hmrcTitle, TITLE_INPUT_MAX } from './title.ts'

/** A form value: missing counts as blank, so the giver hears 'Please enter …' rather than a type error. */
const text = (label: string) => v.optional(v.string(`${label} must be text`), '')

export const POSTCODE_MISSING = 'Please enter your postcode, or tick "I live outside the UK"'
export const POSTCODE_WRONG = 'Postcode: this is not a UK postcode. Please check it, such as BR5 2RW'
export const TITLE_WRONG = 'Title must be 2 to 4 letters with no full stop, such as Mr, Mrs, Ms, Miss, Dr or Revd, or left blank'
export const OVERSEAS_MISSING = 'Please enter your full address'
export const SCOPE_MISSING = 'Please choose whether your declaration covers one gift or all your gifts'

const title = v.pipe(
  text('Title'),
  v.trim(),
  v.maxLength(TITLE_INPUT_MAX, TITLE_WRONG),
  v.check((typed) => hmrcTitle(typed) !== null, TITLE_WRONG),
)

const detailsEntries = {
  title,
  firstName: requiredLine('your first name', 'First name', NAME_MAX),
  lastName: requiredLine('your last name', 'Last name', NAME_MAX),
  house: requiredLine('your house name or number', 'House name or number', HOUSE_MAX),
  outsideUk: v.optional(v.boolean('"I live outside the UK" must be ticked or not'), false),
  postcode: v.pipe(text('Postcode'), v.trim(), v.maxLength(POSTCODE_INPUT_MAX, POSTCODE_WRONG)),
  overseasAddress: v.pipe(
    text('Full address'),
    v.trim(),
    v.maxLength(OVERSEAS_ADDRESS_MAX, `Full address is too long (at most ${OVERSEAS_ADDRESS_MAX} characters)`),
  ),
}

type DetailsInput = { title: string; firstName: string; lastName: string; house: string; outsideUk: boolean; postcode: string; overseasAddress: string }

/** The giver's name and address as stored: the postcode in HMRC's form, or the full address of a giver abroad. */
export type DeclarationDetails = {
  title: string | null
  firstName: string
  lastName: string
  house: string
  postcode: string | null
  overseasAddress: string | null
}

/** The name and address; the checkbox decides: a giver abroad gives a full address, anyone else a UK postcode. */
const detailsSchema = v.pipe(
  v.object(detailsEntries),
  v.forward(
    v.partialCheck([['outsideUk'], ['postcode']], (input) => input.outsideUk || input.postcode !== '', POSTCODE_MISSING),
    ['postcode'],
  ),
  v.forward(
    v.partialCheck([['outsideUk'], ['postcode']], (input) => input.outsideUk || input.postcode === '' || hmrcPostcode(input.postcode) !== null, POSTCODE_WRONG),
    ['postcode'],
  ),
  v.forward(
    v.partialCheck([['outsideUk'], ['overseasAddress']], (input) => !input.outsideUk || input.overseasAddress !== '', OVERSEAS_MISSING),
    ['overseasAddress'],
  ),
)

function storedDetails(input: DetailsInput): DeclarationDetails {
  return {
    title: hmrcTitle(input.title) || null,
    firstName: input.firstName,
    lastName: input.lastName,
    house: input.house,
    postcode: input.outsideUk ? null : hmrcPostcode(input.postcode),
    overseasAddress: input.outsideUk ? input.overseasAddress : null,
  }
}

const scope = v.picklist(['one_gift', 'all_gifts'] as const satisfies readonly DeclarationScope[], SCOPE_MISSING)

const wordingVersion = v.pipe(
  v.union([v.string(), v.number()], 'This form is out of date. Please reload the page and send it again.'),
  v.transform(Number),
  v.integer('This form is out of date. Please reload the page and send it again.'),
  v.minValue(1, 'This form is out of date. Please reload the page and send it again.'),
  v.maxValue(1_000_000, 'This form is out of date. Please reload the page and send it again.'),
)

const calendarDay = (label: string) =>
  v.pipe(text(label), v.trim(), v.nonEmpty(`Please enter ${label.toLowerCase()}`), v.check(isCalendarDay, `${label} must be a date, such as 2026-04-06`))

/** A giver's own declaration on the public page. */
export const onlineDeclarationSchema = v.pipe(
  v.intersect([detailsSchema, v.object({ email: requiredEmail(), scope, wordingVersion })]),
  v.transform((input) => ({ details: storedDetails(input), email: input.email, scope: input.scope, wordingVersion: input.wordingVersion })),
)

/** A paper declaration the treasurer types in, with the date written on it. */
export const paperDeclarationSchema = v.pipe(
  v.intersect([
    detailsSchema,
    v.object({
      email: v.pipe(
        text('E-mail'),
        v.trim(),
        v.maxLength(254, 'E-mail is too long (at most 254 characters)'),
        v.check((email) => email === '' || /^[^\s@]+@[^@\s.]+(\.[^@\s.]+)+$/.test(email), 'E-mail must be an address, such as name@example.com, or left blank'),
      ),
      scope,
      madeOn: calendarDay('Date given'),
    }),
  ]),
  v.transform((input) => ({ details: storedDetails(input), email: input.email || null, scope: input.scope, madeOn: input.madeOn })),
)

/** New name or address details: from today for the giver, from a chosen date for the treasurer. */
export const detailsChangeSchema = v.pipe(detailsSchema, v.transform(storedDetails))

export const changeFromSchema = v.object({ effectiveFrom: calendarDay('Date from') })

export const cancelSchema = v.object({ cancelledOn: calendarDay('Cancellation date') })

/** The form's values as posted without JavaScript: text as strings, a ticked box present. */
export function formValues(form: URLSearchParams, checkboxes: readonly string[] = ['outsideUk']): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {}
  for (const [name, value] of form) if (!checkboxes.includes(name)) values[name] = value
  for (const box of checkboxes) values[box] = form.has(box)
  return values
}
