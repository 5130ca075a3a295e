import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Text } from '@react-email/components'

export type AccountEmailProps = {
  churchName: string
  heading: string
  paragraphs: string[]
  /** A single-use link, shown as a button and written out for mail programs that show no buttons. */
  action?: { label: string; url: string }
  footer: string
}

const styles = {
  body: { backgroundColor: '#fbf6ec', fontFamily: "'Segoe UI', Arial, sans-serif", color: '#2a2024', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', border: '1px solid #f3e9d6', borderRadius: '8px', maxWidth: '600px', padding: '24px 32px' },
  brand: { color: '#82223a', fontSize: '14px', fontWeight: 600, margin: '0 0 8px' },
  heading: { color: '#4a1322', fontFamily: 'Georgia, serif', fontSize: '24px', margin: '0 0 16px' },
  paragraph: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  button: { backgroundColor: '#82223a', borderRadius: '8px', color: '#ffffff', fontWeight: 600, padding: '12px 20px', textDecoration: 'none' },
  link: { color: '#82223a', fontSize: '14px', wordBreak: 'break-all' as const },
  footer: { color: '#5f5158', fontSize: '13px', lineHeight: '20px', margin: '8px 0 0' },
}

/** An e-mail to an administrator about their own account: an invitation, a link, or a notice of a change. */
export function AccountEmail({ churchName, heading, paragraphs, action, footer }: AccountEmailProps) {
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{heading}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{churchName} website</Text>
          <Heading as="h1" style={styles.heading}>
            {heading}
          </Heading>
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
        </Container>
      </Body>
    </Html>
  )
}
