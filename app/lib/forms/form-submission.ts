import type { FormType, FormValues } from './forms.ts'

/** A validated submission of one of the three public forms; `website` is the spam trap, left empty. */
export type FormSubmission = { [T in FormType]: { formType: T; fields: FormValues<T> & { website: string } } }[FormType]
