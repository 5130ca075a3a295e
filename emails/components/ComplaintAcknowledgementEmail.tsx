import { Link, Text } from '@react-email/components'
import { ICO } from '../../app/lib/complaints/ico.ts'
import { EmailShell } from './EmailShell.tsx'

type ComplaintAcknowledgementEmailProps = {
  churchName: string
  churchEmail: string
  heading: string
  name: string
  receivedAt: Date
  acknowledgeBy: Date
}

const londonDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'full' })
const londonTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' })

const styles = {
  text: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  link: { color: '#82223a', textDecoration: 'underline' },
}

/** Tells a person their complaint about personal data has arrived, what happens next and by when, and where to go after. */
export function ComplaintAcknowledgementEmail({ churchName, churchEmail, heading, name, receivedAt, acknowledgeBy }: ComplaintAcknowledgementEmailProps) {
  return (
    <EmailShell churchName={churchName} preview={`We received your complaint on ${londonDate.format(receivedAt)}`} heading={heading}>
      <Text style={styles.text}>Dear {name},</Text>
      <Text style={styles.text}>
        Thank you for telling us. We received your complaint about how {churchName} uses personal data on {londonTime.format(receivedAt)}. This e-mail is our
        acknowledgement of it.
      </Text>
      <Text style={styles.text}>
        What happens next: one of our administrators will look into it, ask you anything we need to know, keep you told of our progress, and answer you with the
        outcome without undue delay. We aim to answer by {londonDate.format(acknowledgeBy)}, 30 days after your complaint arrived; if we need longer, we will
        tell you why. To add anything, reply to this e-mail or write to {churchEmail}.
      </Text>
      <Text style={styles.text}>
        If you are not satisfied with our answer, or have not heard from us within 30 days, you can complain to {ICO.name}:{' '}
        <Link href={ICO.complaintUrl} style={styles.link}>
          {ICO.complaintUrl}
        </Link>
        , or phone {ICO.phone}.
      </Text>
    </EmailShell>
  )
}
