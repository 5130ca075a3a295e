import { Button, Hr, Link, Text } from '@react-email/components'
import { EmailShell } from './EmailShell.tsx'

export type AccountEmailProps = {
  churchName: string
  heading: string
  paragraphs: string[]
  /** A single-use link, shown as a button and written out for mail programs that show no buttons. */
  action?: { label: string; url: string }
  footer: string
}

const styles = {
  paragraph: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  button: { backgroundColor: '#82223a', borderRadius: '8px', color: '#ffffff', fontWeight: 600, padding: '12px 20px', textDecoration: 'none' },
  link: { color: '#82223a', fontSize: '14px', wordBreak: 'break-all' as const },
  footer: { color: '#5f5158', fontSize: '13px', lineHeight: '20px', margin: '8px 0 0' },
}

/** An e-mail to an administrator about their own account: an invitation, a link, or a notice of a change. */
export function AccountEmail({ churchName, heading, paragraphs, action, footer }: AccountEmailProps) {
  return (
    <EmailShell churchName={churchName} preview={heading} heading={heading}>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} style={styles.paragraph}>
          {paragraph}
        </Text>
      ))}
      {action ? (
        <>
          <Button href={action.url} style={styles.button}>
            {action.label}
          </Button>
          <Text style={styles.paragraph}>
            Or open this link:{' '}
            <Link href={action.url} style={styles.link}>
              {action.url}
            </Link>
          </Text>
        </>
      ) : null}
      <Hr style={{ borderColor: '#f3e9d6', margin: '24px 0 8px' }} />
      <Text style={styles.footer}>{footer}</Text>
    </EmailShell>
  )
}
