import * as v from 'valibot'
import { LIMITS } from './form-values.ts'
import { honeypot, newsChoice, requiredEmail, requiredLine, requiredText } from './field-schemas.ts'

/** The contact form's fields and their validation messages. */
export const contactSchema = v.object({
  name: requiredLine('your name', 'Your name', LIMITS.name),
  email: requiredEmail(),
  message: requiredText('your message', 'Your message', LIMITS.text),
  ...newsChoice,
  website: honeypot,
})
