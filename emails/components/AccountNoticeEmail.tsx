import { Body, Container, Head, Heading, Html, Preview, Text } from '@react-email/components'

type AccountNoticeEmailProps = { churchName: string; heading: string; change: string; when: Date; siteUrl: string }

const londonTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' })

const styles = {
  body: { backgroundColor: '#fbf6ec', fontFamily: "'Segoe UI', Arial, sans-serif", color: '#2a2024', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', border: '1px solid #f3e9d6', borderRadius: '8px', maxWidth: '600px', padding: '24px 32px' },
  brand: { color: '#82223a', fontSize: '14px', fontWeight: 600, margin: '0 0 8px' },
  heading: { color: '#4a1322', fontFamily: 'Georgia, serif', fontSize: '24px', margin: '0 0 16px' },
  text: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
}

/** Tells an administrator that the way they sign in has changed, and what to do if it was not them. */
export function AccountNoticeEmail({ churchName, heading, change, when, siteUrl }: AccountNoticeEmailProps) {
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{change}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{churchName} website</Text>
          <Heading as="h1" style={styles.heading}>
            {heading}
          </Heading>
          <Text style={styles.text}>
            {change} ({londonTime.format(when)}).
          </Text>
          <Text style={styles.text}>
            If this was you, there is nothing to do. If it was not, sign in at {siteUrl}/admin/account and check your passkeys and authenticator app, change
            your password, or ask whoever hosts the site to reset your second factor.
          </Text>
        </Container>
      </Body>
    </Html>
  )
}
