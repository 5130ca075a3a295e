import type { FormSubmission } from '../app/lib/forms/form-submission.ts'
import { EMPTY_NEWS_CHOICE } from '../app/lib/people/news-choice.ts'

/** One made-up submission of each form, for the e-mail previews and their tests. */
export const sampleContact = {
  formType: 'contact',
  fields: {
    name: 'Jane Smith',
    email: 'jane.smith@example.com',
    message: 'Hello!\nCould you tell me what time the service starts on Sunday?',
    ...EMPTY_NEWS_CHOICE,
    website: '',
  },
} satisfies FormSubmission

export const sampleStayInTouch = {
  formType: 'stay_in_touch',
  fields: {
    name: 'Sam Patel',
    email: 'sam.patel@example.com',
    mobile: '07700 900123',
    whatsappGroup: true,
    visitAndPray: false,
    learnMore: true,
    additionalMessage: 'We moved to the area last month and would love to hear what is on.',
    ...EMPTY_NEWS_CHOICE,
    newsByEmail: true,
    website: '',
  },
} satisfies FormSubmission

export const sampleHallHire = {
  formType: 'hall_hire',
  fields: {
    firstName: 'Jane',
    lastName: 'Smith',
    email: 'jane.smith@example.com',
    phone: '07700 900456',
    dates: 'Saturday 14 March, 2pm to 6pm',
    details: 'A 7th birthday party for about 25 children and 15 adults. We would need tables and the kitchen.',
    website: '',
  },
} satisfies FormSubmission

/** When the samples arrived. */
/** The name the previews sign with; a real e-mail takes the church's from its published document. */
export const SAMPLE_CHURCH_NAME = 'Cray Community Church'

export const SAMPLE_RECEIVED_AT = new Date('2025-06-01T10:15:00Z')
