import { Hr, Link, Text } from '@react-email/components'
import { type RichParagraph, richParagraphs } from '../../app/content/fields/rich-text.ts'
import { EmailShell } from './EmailShell.tsx'

export type NoticeEmailProps = {
  churchName: string
  subject: string
  body: string
  /** Links to the site's own pages (/whats-on) are written out in full against it. */
  siteUrl: string
  /** The person's own link to stop the news; absent in the administrator's test. */
  unsubscribeUrl?: string
}

const styles = {
  test: { backgroundColor: '#f3e9d6', borderRadius: '8px', fontSize: '14px', lineHeight: '20px', margin: '0 0 16px', padding: '8px 12px' },
  paragraph: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  link: { color: '#82223a' },
  footer: { color: '#5f5158', fontSize: '13px', lineHeight: '20px', margin: '8px 0 0' },
}

const fullAddress = (href: string, siteUrl: string) => (href.startsWith('/') ? `${siteUrl}${href}` : href)

function Paragraph({ paragraph, siteUrl }: { paragraph: RichParagraph; siteUrl: string }) {
  return (
    <Text style={styles.paragraph}>
      {paragraph.map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one paragraph, which never reorder
          <Link key={index} href={fullAddress(segment.href, siteUrl)} style={styles.link}>
            {segment.label}
          </Link>
        ),
      )}
    </Text>
  )
}

/** A notice of the church's news: its paragraphs and links, then why it came and how to stop it. */
export function NoticeEmail({ churchName, subject, body, siteUrl, unsubscribeUrl }: NoticeEmailProps) {
  return (
    <EmailShell churchName={churchName} preview={subject} heading={subject}>
      {unsubscribeUrl ? null : (
        <Text style={styles.test}>This is a test sent only to you. The people on the list receive it with their own link to stop the news.</Text>
      )}
      {richParagraphs(body, { links: true }).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one notice, which never reorder
        <Paragraph key={index} paragraph={paragraph} siteUrl={siteUrl} />
      ))}
      <Hr style={{ borderColor: '#f3e9d6', margin: '24px 0 8px' }} />
      <Text style={styles.footer}>
        You receive this because you asked {churchName} to send you its news by e-mail.{' '}
        {unsubscribeUrl ? (
          <>
            To stop it, open this link: <Link href={unsubscribeUrl}>Unsubscribe</Link> ({unsubscribeUrl})
          </>
        ) : (
          'Each subscriber’s copy ends here with their own link to unsubscribe.'
        )}
      </Text>
    </EmailShell>
  )
}
