import type { ContactMessage } from '../../app/lib/schemas/contact.ts'
import type { HallHireEnquiry } from '../../app/lib/schemas/hall-hire.ts'
import type { StayInTouchRequest } from '../../app/lib/schemas/stay-in-touch.ts'

/** A validated submission of one of the three public forms. */
export type FormSubmission =
  | { formType: 'contact'; fields: ContactMessage }
  | { formType: 'stay_in_touch'; fields: StayInTouchRequest }
  | { formType: 'hall_hire'; fields: HallHireEnquiry }
