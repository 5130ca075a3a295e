import type * as v from 'valibot'
import { EMPTY_NEWS_CHOICE, NEWS_WORDING } from '../people/news-choice.ts'
import { type ComplaintValues, type ContactValues, type HallHireValues, stayInTouchChoiceLabels, type StayInTouchValues } from './form-values.ts'

/** A form's values as the browser holds them: text, or a checkbox's state. Every form asks for an e-mail address. */
export type FieldValues = Record<string, string | boolean> & { email: string }

/** What the notification e-mail of a submission says, around the values it lists. */
export type EmailWording<V extends FieldValues> = {
  /** Also the subject, followed by ' from ' and the sender. */
  heading: string
  /** The fields whose values, joined by spaces, name the sender. */
  senderFields: (keyof V & string)[]
  preview: (sender: string) => string
  intro: (sender: string) => string
  /** Where it came from, in 'Sent from the contact form on the … website'. */
  source: string
  /** The label of every field, in the order the e-mail lists them; the version of the news choice's words is the ledger's. */
  labels: Record<Exclude<keyof V & string, 'newsWording'>, string>
}

/** Everything particular to one public form. */
type FormDefinition<V extends FieldValues> = {
  /** Its name in the dashboard and the audit log. */
  label: string
  /** The page it is on; a form posted without JavaScript comes back here. */
  page: string
  /** Where it sends its JSON. */
  apiPath: string
  /** Its fields, as an empty form holds them. */
  empty: V
  /** Its fields' rules, loaded when first needed: no page carries valibot before a form is sent. */
  schema: () => Promise<v.GenericSchema<unknown, V & { website: string }>>
  /** The answer to a submission once it is stored. */
  successText: string
  /** What the visitor sends, in 'we could not receive your …'. */
  submissionNoun: string
  email: EmailWording<V>
}

const form = <V extends FieldValues>(definition: FormDefinition<V>) => definition

/** The public forms, each written once. */
export const FORMS = {
  contact: form<ContactValues>({
    label: 'General Contact Form',
    page: '/contact',
    apiPath: '/api/contact',
    empty: { name: '', email: '', message: '', ...EMPTY_NEWS_CHOICE },
    schema: () => import('./contact-schema.ts').then((module) => module.contactSchema),
    successText: 'Thank you for your message. We will get back to you as soon as we can.',
    submissionNoun: 'message',
    email: {
      heading: 'New contact message',
      senderFields: ['name'],
      preview: (sender) => `${sender} sent a message through the website`,
      intro: (sender) => `${sender} sent this message through the contact form.`,
      source: 'the contact form',
      labels: { name: 'Name', email: 'Email', message: 'Message', newsByEmail: NEWS_WORDING.label },
    },
  }),
  hall_hire: form<HallHireValues>({
    label: 'Hall Hire Inquiries',
    page: '/hall-hire',
    apiPath: '/api/hall-hire',
    empty: { firstName: '', lastName: '', email: '', phone: '', dates: '', details: '' },
    schema: () => import('./hall-hire-schema.ts').then((module) => module.hallHireSchema),
    successText: 'Thank you for your enquiry. We will get back to you soon about availability.',
    submissionNoun: 'enquiry',
    email: {
      heading: 'New hall hire enquiry',
      senderFields: ['firstName', 'lastName'],
      preview: (sender) => `${sender} asked about hiring the hall`,
      intro: (sender) => `${sender} asked about hiring the hall.`,
      source: 'the hall hire form',
      labels: { firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Phone', dates: 'Dates', details: 'Details' },
    },
  }),
  stay_in_touch: form<StayInTouchValues>({
    label: 'Stay In Touch Form',
    page: '/stayintouch',
    apiPath: '/api/stay-in-touch',
    empty: { name: '', email: '', mobile: '', whatsappGroup: false, visitAndPray: false, learnMore: false, additionalMessage: '', ...EMPTY_NEWS_CHOICE },
    schema: () => import('./stay-in-touch-schema.ts').then((module) => module.stayInTouchSchema),
    successText: 'Thank you for getting in touch. We will be in contact with you soon.',
    submissionNoun: 'details',
    email: {
      heading: 'New stay in touch request',
      senderFields: ['name'],
      preview: (sender) => `${sender} would like to stay in touch`,
      intro: (sender) => `${sender} filled in the stay in touch form.`,
      source: 'the stay in touch form',
      labels: {
        name: 'Name',
        email: 'Email',
        mobile: 'Mobile',
        ...stayInTouchChoiceLabels,
        additionalMessage: 'Anything else',
        newsByEmail: NEWS_WORDING.label,
      },
    },
  }),
  complaint: form<ComplaintValues>({
    label: 'Complaints about personal data',
    page: '/your-data',
    apiPath: '/api/complaints',
    empty: { name: '', email: '', about: '' },
    schema: () => import('./complaint-schema.ts').then((module) => module.complaintSchema),
    successText: 'Thank you. We have received your complaint and are e-mailing you an acknowledgement now. We will answer it without undue delay.',
    submissionNoun: 'complaint',
    email: {
      heading: 'New complaint about personal data',
      senderFields: ['name'],
      preview: (sender) => `${sender} made a complaint about the church's use of personal data`,
      intro: (sender) =>
        `${sender} made this complaint about the church's use of personal data. It must be acknowledged within 30 days and answered without undue delay: see Complaints about personal data in the dashboard.`,
      source: 'the complaints form',
      labels: { name: 'Name', email: 'Email', about: 'What the complaint is about' },
    },
  }),
}

export type FormType = keyof typeof FORMS
export const FORM_TYPES = Object.keys(FORMS) as FormType[]

/** The values of one form. */
export type FormValues<T extends FormType> = (typeof FORMS)[T]['empty']
