import { Hr, Section, Text } from '@react-email/components'
import { Fragment } from 'react'
import { EmailShell } from './EmailShell.tsx'

type EmailField = { label: string; value: string }

type SubmissionEmailProps = {
  churchName: string
  preview: string
  heading: string
  intro: string
  fields: EmailField[]
  /** Where the submission came from, e.g. 'the contact form'. */
  source: string
  receivedAt: Date
}

const londonTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' })

const styles = {
  intro: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  label: { color: '#5f5158', fontSize: '13px', fontWeight: 600, letterSpacing: '0.02em', margin: '16px 0 2px', textTransform: 'uppercase' as const },
  value: { fontSize: '16px', lineHeight: '24px', margin: 0 },
  footer: { color: '#5f5158', fontSize: '13px', lineHeight: '20px', margin: '8px 0 0' },
}

/** Keeps the visitor's line breaks, in the HTML and in the plain-text part alike. */
function Lines({ text }: { text: string }) {
  return text.split(/\r?\n/).map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines in their fixed order; equal lines may repeat
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ))
}

/** The notification an administrator receives for one form submission: every field, labelled. */
export function SubmissionEmail({ churchName, preview, heading, intro, fields, source, receivedAt }: SubmissionEmailProps) {
  return (
    <EmailShell churchName={churchName} preview={preview} heading={heading}>
      <Text style={styles.intro}>{intro}</Text>
      <Section>
        {fields.map((field) => (
          <Section key={field.label}>
            <Text style={styles.label}>{field.label}</Text>
            <Text style={styles.value}>{field.value === '' ? '(not given)' : <Lines text={field.value} />}</Text>
          </Section>
        ))}
      </Section>
      <Hr style={{ borderColor: '#f3e9d6', margin: '24px 0 8px' }} />
      <Text style={styles.footer}>
        Sent from {source} on the {churchName} website on {londonTime.format(receivedAt)}. Reply to this email to answer the sender directly.
      </Text>
    </EmailShell>
  )
}
