import { render } from '@react-email/render'
import type { ReactElement } from 'react'
import type { FormSubmission } from '../app/lib/form-submission.ts'
import { ContactMessageEmail, contactMessageSubject } from './ContactMessageEmail.tsx'
import { HallHireEnquiryEmail, hallHireSubject } from './HallHireEnquiryEmail.tsx'
import { StayInTouchEmail, stayInTouchSubject } from './StayInTouchEmail.tsx'

export type RenderedEmail = { subject: string; html: string; text: string; replyTo: string }

function emailFor(submission: FormSubmission, receivedAt: Date): { subject: string; element: ReactElement } {
  switch (submission.formType) {
    case 'contact':
      return { subject: contactMessageSubject(submission.fields), element: <ContactMessageEmail message={submission.fields} receivedAt={receivedAt} /> }
    case 'stay_in_touch':
      return { subject: stayInTouchSubject(submission.fields), element: <StayInTouchEmail request={submission.fields} receivedAt={receivedAt} /> }
    case 'hall_hire':
      return { subject: hallHireSubject(submission.fields), element: <HallHireEnquiryEmail enquiry={submission.fields} receivedAt={receivedAt} /> }
  }
}

/** The notification for one submission, rendered once when it is queued: HTML and plain text, replying to the visitor. */
export async function renderFormEmail(submission: FormSubmission, receivedAt = new Date()): Promise<RenderedEmail> {
  const { subject, element } = emailFor(submission, receivedAt)
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject, html, text, replyTo: submission.fields.email }
}
