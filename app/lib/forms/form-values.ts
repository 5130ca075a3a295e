/**
 * The values of the public forms as the browser holds them, and their limits. No valibot
 * here: the form components import this, and the schemas load only when a form is sent.
 */

import type { NewsChoiceValues } from '../people/news-choice.ts'

/** Maximum lengths, shared by the schemas and the inputs' maxLength. */
export const LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  line: 500,
  text: 5000,
} as const

export type ContactValues = { name: string; email: string; message: string } & NewsChoiceValues

/** The stay-in-touch checkboxes, in the order the form shows them. */
export const stayInTouchChoices = ['whatsappGroup', 'visitAndPray', 'learnMore'] as const
type StayInTouchChoice = (typeof stayInTouchChoices)[number]

/** What each checkbox asks, shown on the form and in the notification e-mail. */
export const stayInTouchChoiceLabels: Record<StayInTouchChoice, string> = {
  whatsappGroup: 'Please add me to the church WhatsApp group',
  visitAndPray: 'I would like someone to visit and pray with me',
  learnMore: 'I would like to learn more about the Christian faith',
}

export type StayInTouchValues = { name: string; email: string; mobile: string; additionalMessage: string } & Record<StayInTouchChoice, boolean> &
  NewsChoiceValues

/** A complaint about the church's use of personal data: who makes it, and what it is about. */
export type ComplaintValues = { name: string; email: string; about: string }

export type HallHireValues = { firstName: string; lastName: string; email: string; phone: string; dates: string; details: string }
