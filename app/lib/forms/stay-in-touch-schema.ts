import * as v from 'valibot'
import { LIMITS } from './form-values.ts'
import { honeypot, newsChoice, optionalChoice, optionalLine, optionalText, requiredEmail, requiredLine } from './field-schemas.ts'

/** The stay-in-touch request's fields and their validation messages. */
export const stayInTouchSchema = v.object({
  name: requiredLine('your name', 'Your name', LIMITS.name),
  email: requiredEmail(),
  mobile: optionalLine('Your mobile number', LIMITS.phone),
  whatsappGroup: optionalChoice('The WhatsApp group choice'),
  visitAndPray: optionalChoice('The visit and pray choice'),
  learnMore: optionalChoice('The learn more choice'),
  additionalMessage: optionalText('Your message', LIMITS.text),
  ...newsChoice,
  website: honeypot,
})
