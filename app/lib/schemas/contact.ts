import * as v from 'valibot'
import { LIMITS } from '../form-values.ts'
import { honeypot, requiredEmail, requiredLine, requiredText } from './form-fields.ts'

/** SPEC §3 'Contact message', §5 'Contact form'. */
export const contactSchema = v.object({
  name: requiredLine('your name', 'Your name', LIMITS.name),
  email: requiredEmail(),
  message: requiredText('your message', 'Your message', LIMITS.message),
  website: honeypot,
})

export type ContactMessage = v.InferOutput<typeof contactSchema>
