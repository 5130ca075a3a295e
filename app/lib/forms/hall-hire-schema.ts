import * as v from 'valibot'
import { LIMITS } from './form-values.ts'
import { honeypot, requiredEmail, requiredLine, requiredText } from './field-schemas.ts'

/** The hall-hire enquiry's fields and their validation messages. */
export const hallHireSchema = v.object({
  firstName: requiredLine('your first name', 'Your first name', LIMITS.name),
  lastName: requiredLine('your last name', 'Your last name', LIMITS.name),
  email: requiredEmail(),
  phone: requiredLine('your phone number', 'Your phone number', LIMITS.phone),
  dates: requiredLine('the dates you would like', 'The dates', LIMITS.line),
  details: requiredText('some details about your event', 'The details', LIMITS.text),
  website: honeypot,
})
