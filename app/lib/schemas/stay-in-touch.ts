import * as v from 'valibot'
import { honeypot, LIMITS, optionalChoice, optionalLine, optionalText, requiredEmail, requiredLine } from './form-fields.ts'

/** SPEC §3 'Stay-in-touch request', §5 'Stay in touch'. */
export const stayInTouchSchema = v.object({
  name: requiredLine('your name', 'Your name', LIMITS.name),
  email: requiredEmail(),
  mobile: optionalLine('Your mobile number', LIMITS.phone),
  whatsappGroup: optionalChoice('The WhatsApp group choice'),
  visitAndPray: optionalChoice('The visit and pray choice'),
  learnMore: optionalChoice('The learn more choice'),
  additionalMessage: optionalText('Your message', LIMITS.message),
  website: honeypot,
})

export type StayInTouchRequest = v.InferOutput<typeof stayInTouchSchema>
export type StayInTouchValues = Omit<StayInTouchRequest, 'website'>

export const emptyStayInTouchValues: StayInTouchValues = {
  name: '',
  email: '',
  mobile: '',
  whatsappGroup: false,
  visitAndPray: false,
  learnMore: false,
  additionalMessage: '',
}

/** The checkboxes, for reading a form posted without JavaScript (an unticked box is simply absent). */
export const stayInTouchChoices = ['whatsappGroup', 'visitAndPray', 'learnMore'] as const

/** What each checkbox asks, shown on the form and in the notification e-mail. */
export const stayInTouchChoiceLabels: Record<(typeof stayInTouchChoices)[number], string> = {
  whatsappGroup: 'Please add me to the church WhatsApp group',
  visitAndPray: 'I would like someone to visit and pray with me',
  learnMore: 'I would like to learn more about the Christian faith',
}
