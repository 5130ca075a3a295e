import { Link, Text } from '@react-email/components'
import { render } from '@react-email/render'
import { EmailShell } from './components/EmailShell.tsx'
import { headerText } from './header-text.ts'
import type { RenderedEmail } from './render.tsx'

export type HallBookingNews = 'provisional' | 'confirmed' | 'declined' | 'cancelled'

export type HallBookingEmailProps = {
  news: HallBookingNews
  churchName: string
  hirerName: string
  roomName: string
  purpose: string
  /** When the booking is, one line each: its dates and times, and any dates left out. */
  when: string[]
  /** The terms the hirer accepts, sent with a provisional booking. */
  terms: { version: number; text: string } | null
  /** The administrator's own words, if any. */
  message: string
  /** The hirer's private calendar link, sent when a repeating booking is confirmed. */
  feedUrl: string | null
}

const styles = {
  text: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  quote: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', borderLeft: '4px solid #f3e9d6', paddingLeft: '12px', whiteSpace: 'pre-line' as const },
  link: { color: '#82223a', textDecoration: 'underline' },
}

const HEADINGS: Record<HallBookingNews, string> = {
  provisional: 'Your booking is provisionally held',
  confirmed: 'Your booking is confirmed',
  declined: 'We cannot take your booking',
  cancelled: 'Your booking is cancelled',
}

function opening({ news, roomName, purpose }: HallBookingEmailProps): string {
  if (news === 'provisional') return `Thank you for asking to hire the ${roomName} for ${purpose}. We are holding it for you while we arrange the booking:`
  if (news === 'confirmed') return `Your booking of the ${roomName} for ${purpose} is confirmed. We look forward to welcoming you:`
  if (news === 'declined') return `We are sorry: we cannot take your booking of the ${roomName} for ${purpose} this time:`
  return `Your booking of the ${roomName} for ${purpose} is cancelled, and the room is no longer held for you:`
}

/** What the church tells a hirer about their booking: held, confirmed, declined or cancelled. */
export function HallBookingEmail(props: HallBookingEmailProps) {
  const { news, churchName, hirerName, when, terms, message, feedUrl } = props
  return (
    <EmailShell churchName={churchName} preview={`${HEADINGS[news]}: ${when[0] ?? ''}`} heading={HEADINGS[news]}>
      <Text style={styles.text}>Dear {hirerName},</Text>
      <Text style={styles.text}>{opening(props)}</Text>
      <Text style={styles.quote}>{when.join('\n')}</Text>
      {message ? <Text style={styles.quote}>{message}</Text> : null}
      {terms ? (
        <>
          <Text style={styles.text}>The booking is made on our hire terms (version {terms.version}):</Text>
          <Text style={styles.quote}>{terms.text}</Text>
          <Text style={styles.text}>We will write again to confirm it. If anything here is not right, please reply to this e-mail.</Text>
        </>
      ) : null}
      {feedUrl ? (
        <Text style={styles.text}>
          Your dates are also in a private calendar link you can add to your own calendar; it shows only your bookings. Please keep it private:{' '}
          <Link href={feedUrl} style={styles.link}>
            {feedUrl}
          </Link>
        </Text>
      ) : null}
      <Text style={styles.text}>With best wishes, {churchName}</Text>
    </EmailShell>
  )
}

/** A hall booking e-mail to the hirer, replying to the church. */
export async function renderHallBookingEmail(props: HallBookingEmailProps, churchEmail: string): Promise<RenderedEmail> {
  const element = <HallBookingEmail {...props} />
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: headerText(`${HEADINGS[props.news]}: ${props.roomName}, ${props.churchName}`), html, text, replyTo: churchEmail }
}

/** A hirer's new private calendar link, when an administrator renews it. */
export async function renderHallFeedEmail(props: { churchName: string; hirerName: string; feedUrl: string }, churchEmail: string): Promise<RenderedEmail> {
  const heading = 'Your private calendar link'
  const element = (
    <EmailShell churchName={props.churchName} preview={heading} heading={heading}>
      <Text style={styles.text}>Dear {props.hirerName},</Text>
      <Text style={styles.text}>
        Here is a new private link to the calendar of your bookings of our hall. The old link no longer works; please add this one to your calendar instead, and
        keep it private:{' '}
        <Link href={props.feedUrl} style={styles.link}>
          {props.feedUrl}
        </Link>
      </Text>
      <Text style={styles.text}>With best wishes, {props.churchName}</Text>
    </EmailShell>
  )
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: headerText(`${heading}: ${props.churchName}`), html, text, replyTo: churchEmail }
}
