import * as v from 'valibot'
import { LIMITS } from './form-values.ts'
import { NEWS_WORDING_OUT_OF_DATE } from '../people/news-choice.ts'

const LINE_BREAK = /[\r\n]/

/** A form value: missing counts as blank, so the visitor hears 'Please enter …' rather than a type error. */
const text = (what: string) => v.optional(v.string(`${what} must be text`), '')

/** A required single-line value, e.g. `requiredLine('your name', 'Your name', 200)`. */
export function requiredLine(enterWhat: string, label: string, max: number) {
  return v.pipe(
    text(label),
    v.trim(),
    v.nonEmpty(`Please enter ${enterWhat}`),
    v.maxLength(max, `${label} is too long (at most ${max} characters)`),
    v.check((value) => !LINE_BREAK.test(value), `${label} must be on one line`),
  )
}

/** An optional single-line value: blank is fine. */
export function optionalLine(label: string, max: number) {
  return v.pipe(
    text(label),
    v.trim(),
    v.maxLength(max, `${label} is too long (at most ${max} characters)`),
    v.check((value) => !LINE_BREAK.test(value), `${label} must be on one line`),
  )
}

/** A required multi-line value. */
export function requiredText(enterWhat: string, label: string, max: number) {
  return v.pipe(text(label), v.trim(), v.nonEmpty(`Please enter ${enterWhat}`), v.maxLength(max, `${label} is too long (at most ${max} characters)`))
}

/** An optional multi-line value. */
export function optionalText(label: string, max: number) {
  return v.pipe(text(label), v.trim(), v.maxLength(max, `${label} is too long (at most ${max} characters)`))
}

const INVALID_EMAIL = 'Please enter a valid email address, such as name@example.com'

/** A required e-mail address. RFC syntax (apostrophes allowed, as in o'neill@…) with a dotted domain. */
export function requiredEmail() {
  return v.pipe(
    text('Your email address'),
    v.trim(),
    v.nonEmpty('Please enter your email address'),
    v.maxLength(LIMITS.email, `Your email address is too long (at most ${LIMITS.email} characters)`),
    v.rfcEmail(INVALID_EMAIL),
    v.check((value) => /@[^@.]+(\.[^@.]+)+$/.test(value), INVALID_EMAIL),
  )
}

/** A yes/no choice: a checkbox. */
export function optionalChoice(label: string) {
  return v.optional(v.boolean(`${label} must be true or false`), false)
}

/** The hidden spam trap. Any value is accepted here; the server decides what a filled trap means. */
export const honeypot = v.optional(v.string(), '')

/** The news choice, and the version of its words the form showed; the server checks the version exists. */
export const newsChoice = {
  newsByEmail: optionalChoice('The news choice'),
  newsWording: v.optional(v.pipe(v.string(NEWS_WORDING_OUT_OF_DATE), v.trim(), v.regex(/^\d{0,6}$/, NEWS_WORDING_OUT_OF_DATE)), ''),
}
