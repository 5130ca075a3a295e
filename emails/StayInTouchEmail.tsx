import { stayInTouchChoiceLabels } from '../app/lib/form-values.ts'
import type { StayInTouchRequest } from '../app/lib/schemas/stay-in-touch.ts'
import { SubmissionEmail } from './components/SubmissionEmail.tsx'

export type StayInTouchEmailProps = { request: StayInTouchRequest; receivedAt: Date }

export function stayInTouchSubject(request: StayInTouchRequest): string {
  return `New stay in touch request from ${request.name}`
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No')

export function StayInTouchEmail({ request, receivedAt }: StayInTouchEmailProps) {
  return (
    <SubmissionEmail
      preview={`${request.name} would like to stay in touch`}
      heading="New stay in touch request"
      intro={`${request.name} filled in the stay in touch form.`}
      fields={[
        { label: 'Name', value: request.name },
        { label: 'Email', value: request.email },
        { label: 'Mobile', value: request.mobile },
        { label: stayInTouchChoiceLabels.whatsappGroup, value: yesNo(request.whatsappGroup) },
        { label: stayInTouchChoiceLabels.visitAndPray, value: yesNo(request.visitAndPray) },
        { label: stayInTouchChoiceLabels.learnMore, value: yesNo(request.learnMore) },
        { label: 'Anything else', value: request.additionalMessage },
      ]}
      source="the stay in touch form"
      receivedAt={receivedAt}
    />
  )
}

StayInTouchEmail.PreviewProps = {
  request: {
    name: 'Sam Patel',
    email: 'sam.patel@example.com',
    mobile: '07700 900123',
    whatsappGroup: true,
    visitAndPray: false,
    learnMore: true,
    additionalMessage: 'We moved to the area last month and would love to hear what is on.',
    website: '',
  },
  receivedAt: new Date('2025-06-01T10:15:00Z'),
} satisfies StayInTouchEmailProps
