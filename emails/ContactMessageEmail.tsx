import type { ContactMessage } from '../app/lib/schemas/contact.ts'
import { SubmissionEmail } from './components/SubmissionEmail.tsx'

export type ContactMessageEmailProps = { message: ContactMessage; receivedAt: Date }

export function contactMessageSubject(message: ContactMessage): string {
  return `New contact message from ${message.name}`
}

export function ContactMessageEmail({ message, receivedAt }: ContactMessageEmailProps) {
  return (
    <SubmissionEmail
      preview={`${message.name} sent a message through the website`}
      heading="New contact message"
      intro={`${message.name} sent this message through the contact form.`}
      fields={[
        { label: 'Name', value: message.name },
        { label: 'Email', value: message.email },
        { label: 'Message', value: message.message },
      ]}
      source="the contact form"
      receivedAt={receivedAt}
    />
  )
}

ContactMessageEmail.PreviewProps = {
  message: { name: 'Jane Smith', email: 'jane.smith@example.com', message: 'Hello!\nCould you tell me what time the service starts on Sunday?', website: '' },
  receivedAt: new Date('2025-06-01T10:15:00Z'),
} satisfies ContactMessageEmailProps
