import type { HallHireEnquiry } from '../app/lib/schemas/hall-hire.ts'
import { SubmissionEmail } from './components/SubmissionEmail.tsx'

export type HallHireEnquiryEmailProps = { enquiry: HallHireEnquiry; receivedAt: Date }

export function hallHireSubject(enquiry: HallHireEnquiry): string {
  return `New hall hire enquiry from ${enquiry.firstName} ${enquiry.lastName}`
}

export function HallHireEnquiryEmail({ enquiry, receivedAt }: HallHireEnquiryEmailProps) {
  const fullName = `${enquiry.firstName} ${enquiry.lastName}`
  return (
    <SubmissionEmail
      preview={`${fullName} asked about hiring the hall`}
      heading="New hall hire enquiry"
      intro={`${fullName} asked about hiring the hall.`}
      fields={[
        { label: 'First name', value: enquiry.firstName },
        { label: 'Last name', value: enquiry.lastName },
        { label: 'Email', value: enquiry.email },
        { label: 'Phone', value: enquiry.phone },
        { label: 'Dates', value: enquiry.dates },
        { label: 'Details', value: enquiry.details },
      ]}
      source="the hall hire form"
      receivedAt={receivedAt}
    />
  )
}

HallHireEnquiryEmail.PreviewProps = {
  enquiry: {
    firstName: 'Jane',
    lastName: 'Smith',
    email: 'jane.smith@example.com',
    phone: '07700 900456',
    dates: 'Saturday 14 March, 2pm to 6pm',
    details: 'A 7th birthday party for about 25 children and 15 adults. We would need tables and the kitchen.',
    website: '',
  },
  receivedAt: new Date('2025-06-01T10:15:00Z'),
} satisfies HallHireEnquiryEmailProps
