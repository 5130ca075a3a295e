import { Body, Container, Head, Heading, Html, Preview, Text } from '@react-email/components'
import type { ReactNode } from 'react'

const styles = {
  body: { backgroundColor: '#fbf6ec', fontFamily: "'Segoe UI', Arial, sans-serif", color: '#2a2024', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', border: '1px solid #f3e9d6', borderRadius: '8px', maxWidth: '600px', padding: '24px 32px' },
  brand: { color: '#82223a', fontSize: '14px', fontWeight: 600, margin: '0 0 8px' },
  heading: { color: '#4a1322', fontFamily: 'Georgia, serif', fontSize: '24px', margin: '0 0 16px' },
}

/** The same look for every e-mail the site sends: the church's name, a heading, then the message. */
export function EmailShell({ churchName, preview, heading, children }: { churchName: string; preview: string; heading: string; children: ReactNode }) {
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{churchName} website</Text>
          <Heading as="h1" style={styles.heading}>
            {heading}
          </Heading>
          {children}
        </Container>
      </Body>
    </Html>
  )
}
