import * as v from 'valibot'
import { honeypot, LIMITS, requiredEmail, requiredLine, requiredText } from './form-fields.ts'

/** SPEC §3 'Contact message', §5 'Contact form'. */
export const contactSchema = v.object({
  name: requiredLine('your name', 'Your name', LIMITS.name),
  email: requiredEmail(),
  message: requiredText('your message', 'Your message', LIMITS.message),
  website: honeypot,
})

export type ContactMessage = v.InferOutput<typeof contactSchema>
export type ContactValues = { name: string; email: string; message: string }

export const emptyContactValues: ContactValues = { name: '', email: '', message: '' }
