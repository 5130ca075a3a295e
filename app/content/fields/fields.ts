import * as v from 'valibot'
import { FACT_NAMES, unknownFacts } from './facts.ts'
import { ITEM_ID_KEY, itemId } from './item-id.ts'
import { isSafeHref } from './links.ts'
import { unsafeLinks } from './rich-text.ts'

export { isSafeHref }

/**
 * The kinds of field a content document is made of. Each constructor below returns a valibot
 * schema that validates the value and carries what the editor needs to show it (kind, label,
 * limits): one description serves the server, the editor and the comparison of versions.
 */
export type FieldKind = 'text' | 'paragraphs' | 'time' | 'date' | 'email' | 'link' | 'phone' | 'choice' | 'year' | 'photo' | 'list' | 'group' | 'id'

export type FieldMeta = {
  kind: FieldKind
  label: string
  /** Shown under the field, for what a volunteer needs to know to fill it in. */
  hint?: string
  /** The longest text accepted, in characters. */
  max?: number
  /** A text left empty is allowed. */
  optional?: boolean
  /** A paragraphs field whose text may hold links, written [label](https://…). */
  links?: boolean
  /** A choice field's values and what the editor calls them. */
  options?: Readonly<Record<string, string>>
  /** What one item of a list is called: "person", "fund". */
  itemLabel?: string
  /** A time the pages read from the calendar's regular activities instead (decision 058): the editor only says so. */
  fromCalendar?: boolean
  /** The fewest and most items of a list. */
  minItems?: number
  maxItems?: number
}

type Options = { hint?: string; max?: number; optional?: boolean; fromCalendar?: boolean }

const HTML_TAG = /<\s*\/?\s*[a-z!?]/i
const FACT_LIST = FACT_NAMES.map((name) => `{${name}}`).join(', ')

function meta<TInput>(field: FieldMeta) {
  return v.metadata<TInput, { readonly field: FieldMeta }>({ field })
}

function plainString(label: string, max: number, optional: boolean) {
  return v.pipe(
    v.string(`${label}: enter text`),
    v.trim(),
    v.maxLength(max, `${label}: use at most ${max} characters`),
    v.check((value) => !HTML_TAG.test(value), `${label}: write plain text, without HTML tags`),
    v.check((value) => optional || value.length > 0, `${label}: this cannot be empty`),
    v.check((value) => unknownFacts(value).length === 0, `${label}: braces name a fact, one of ${FACT_LIST}`),
  )
}

/** One line of text: a name, a role, a heading. */
export function text(label: string, { hint, max = 160, optional = false, fromCalendar }: Options = {}) {
  return v.pipe(plainString(label, max, optional), meta({ kind: 'text', label, hint, max, optional, fromCalendar }))
}

function safeLinks(label: string) {
  return v.check<string, (issue: v.CheckIssue<string>) => string>(
    (value) => unsafeLinks(value).length === 0,
    (issue) => `${label}: a link must start with https://, mailto:, tel: or / (a page of this site), not ${unsafeLinks(issue.input)[0]}`,
  )
}

/**
 * Longer text, in paragraphs separated by a blank line. With `links`, it may hold links written
 * [label](address), and an address a page would not link to is refused; without, brackets are text.
 */
export function paragraphs(label: string, { hint, max = 2000, optional = false, links = false }: Options & { links?: boolean } = {}) {
  const field = meta<string>({ kind: 'paragraphs', label, hint, max, optional, links })
  return links ? v.pipe(plainString(label, max, optional), safeLinks(label), field) : v.pipe(plainString(label, max, optional), field)
}

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/

/** A time of day, stored as 24-hour HH:MM and shown as the page needs it (see time-format.ts). */
export function time(label: string, { hint, fromCalendar }: { hint?: string; fromCalendar?: boolean } = {}) {
  return v.pipe(
    v.string(`${label}: enter a time such as 10:30`),
    v.regex(TIME, `${label}: enter a time such as 10:30`),
    meta({ kind: 'time', label, hint, fromCalendar }),
  )
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T12:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** A calendar date, stored as YYYY-MM-DD. */
export function date(label: string, { hint }: { hint?: string } = {}) {
  const message = `${label}: enter a real date, such as 2026-12-12`
  return v.pipe(v.string(message), v.regex(/^\d{4}-\d{2}-\d{2}$/, message), v.check(isCalendarDate, message), meta({ kind: 'date', label, hint }))
}

/** An e-mail address. */
export function email(label: string, { hint, optional = false }: Omit<Options, 'max'> = {}) {
  const message = `${label}: enter an e-mail address such as name@example.org`
  return v.pipe(
    plainString(label, 254, optional),
    v.check((value) => (optional && value === '') || /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value), message),
    meta({ kind: 'email', label, hint, optional }),
  )
}

/** A link: a web address (https://…), or a page of this site (/contact). */
export function link(label: string, { hint, optional = false }: Omit<Options, 'max'> = {}) {
  const message = `${label}: enter a web address starting with https://, or a page of this site starting with /`
  return v.pipe(
    plainString(label, 500, optional),
    v.check((value) => (optional && value === '') || isSafeHref(value), message),
    meta({ kind: 'link', label, hint, optional }),
  )
}

/** A telephone number as people write it: digits, spaces, +, brackets and dashes. */
export function phone(label: string, { hint, optional = false }: Omit<Options, 'max'> = {}) {
  const message = `${label}: enter a phone number such as 01689 000 000`
  return v.pipe(
    plainString(label, 30, optional),
    v.check((value) => (optional && value === '') || /^\+?[0-9][0-9 ()-]{1,28}$/.test(value), message),
    meta({ kind: 'phone', label, hint, optional }),
  )
}

/** One of a fixed set of values. */
export function choice<const O extends Readonly<Record<string, string>>>(label: string, options: O, { hint }: { hint?: string } = {}) {
  const values = Object.keys(options) as (keyof O & string)[]
  return v.pipe(v.picklist(values, `${label}: choose one of the options`), meta({ kind: 'choice', label, hint, options }))
}

/** A year such as 2026, or null for "none set". */
export function year(label: string, { hint }: { hint?: string } = {}) {
  const message = `${label}: enter a year such as 2026, or leave it empty`
  return v.pipe(
    v.nullable(v.pipe(v.number(message), v.integer(message), v.minValue(1900, message), v.maxValue(2200, message))),
    meta({ kind: 'year', label, hint, optional: true }),
  )
}

type Inspected = { type?: string; entries?: v.ObjectEntries; pipe?: readonly unknown[] }

/** A group of fields as a list item: the same group with an id of its own first (see item-id.ts). */
function withItemId<TItem extends v.GenericSchema>(item: TItem, itemLabel: string): TItem {
  const object = (item as Inspected).type === 'object' ? (item as Inspected) : ((item as Inspected).pipe?.[0] as Inspected | undefined)
  const meta = fieldMeta(item)
  if (meta?.kind !== 'group' || !object?.entries) return item
  return group(meta.label, { [ITEM_ID_KEY]: itemId(capitalised(itemLabel)), ...object.entries }, { hint: meta.hint }) as unknown as TItem
}

/** A word with its first letter in capitals: "person" → "Person". */
export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

function idsUnique(items: readonly unknown[]): boolean {
  const ids = items.map((item) => (typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[ITEM_ID_KEY] : undefined))
  const given = ids.filter((id) => id !== undefined)
  return new Set(given).size === given.length
}

/**
 * A list whose items can be added, removed and reordered. An item that is a group of fields
 * carries an id of its own, so that it keeps its identity when it moves.
 */
export function list<TItem extends v.GenericSchema>(
  label: string,
  item: TItem,
  { itemLabel, hint, minItems = 0, maxItems = 50 }: { itemLabel: string; hint?: string; minItems?: number; maxItems?: number },
) {
  return v.pipe(
    v.array(withItemId(item, itemLabel), `${label}: expected a list`),
    v.minLength(minItems, `${label}: add at least ${minItems} ${itemLabel}${minItems === 1 ? '' : 's'}`),
    v.maxLength(maxItems, `${label}: at most ${maxItems} ${itemLabel}s`),
    v.check((items) => idsUnique(items), `${label}: two ${itemLabel}s have the same id`),
    meta({ kind: 'list', label, hint, itemLabel, minItems, maxItems }),
  )
}

/** Fields that belong together, shown as one fieldset. */
export function group<TEntries extends v.ObjectEntries>(label: string, entries: TEntries, { hint }: { hint?: string } = {}) {
  return v.pipe(v.object(entries, `${label}: expected a group of fields`), meta({ kind: 'group', label, hint }))
}

/** The field description carried by a schema made above, or undefined for any other schema. */
export function fieldMeta(schema: v.GenericSchema): FieldMeta | undefined {
  const metadata = v.getMetadata(schema as Parameters<typeof v.getMetadata>[0]) as { field?: FieldMeta }
  return metadata.field
}

/** The id of an uploaded photo, as the photo store names it. */
export const PHOTO_ID = /^[a-z0-9]{16,40}$/

/**
 * An uploaded photo, or null for none. The photo store fills in its size on save, so the page
 * reserves its space before it loads; its description (alt text) is required.
 */
export function photo(label: string, { hint }: { hint?: string } = {}) {
  const size = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20_000))
  return v.pipe(
    v.nullable(
      v.object({
        id: v.pipe(v.string(`${label}: choose a photo`), v.regex(PHOTO_ID, `${label}: choose a photo`)),
        alt: plainString(`${label}: description`, 250, false),
        width: size,
        height: size,
      }),
    ),
    meta({ kind: 'photo', label, hint, optional: true }),
  )
}

export type Photo = { id: string; alt: string; width: number; height: number }
