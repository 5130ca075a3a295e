import * as v from 'valibot'
import { LIMITS } from './form-values.ts'
import { honeypot, requiredEmail, requiredLine, requiredText } from './field-schemas.ts'

/** The complaint form's fields and their validation messages. */
export const complaintSchema = v.object({
  name: requiredLine('your name', 'Your name', LIMITS.name),
  email: requiredEmail(),
  about: requiredText('what your complaint is about', 'Your complaint', LIMITS.text),
  website: honeypot,
})
