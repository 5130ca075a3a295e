import type { ContactMessage } from './schemas/contact.ts'
import type { HallHireEnquiry } from './schemas/hall-hire.ts'
import type { StayInTouchRequest } from './schemas/stay-in-touch.ts'

/** A validated submission of one of the three public forms. */
export type FormSubmission =
  | { formType: 'contact'; fields: ContactMessage }
  | { formType: 'stay_in_touch'; fields: StayInTouchRequest }
  | { formType: 'hall_hire'; fields: HallHireEnquiry }
