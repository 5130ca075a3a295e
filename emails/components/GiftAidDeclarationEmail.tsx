import { Link, Text } from '@react-email/components'
import type { DeclarationDetails } from '../../app/lib/giving/declaration-form.ts'
import { type DeclarationScope, type GiftAidWording, scopeSentence, tellUsLines } from '../../app/lib/giving/declaration.ts'
import { EmailShell } from './EmailShell.tsx'

export type GiftAidDeclarationEmailProps = {
  churchName: string
  /** The wording as the page showed it, with the church's registered name filled in. */
  wording: GiftAidWording
  scope: DeclarationScope
  details: DeclarationDetails
  givingReference: string
  /** The day the declaration was made, and the day this record was sent, written out in UK time. */
  madeOn: string
  sentOn: string
  manageUrl: string
}

const styles = {
  text: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  quote: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', borderLeft: '4px solid #f3e9d6', paddingLeft: '12px' },
  link: { color: '#82223a', textDecoration: 'underline' },
}

/** The name and address as declared, one line each. */
export function addressLines(details: DeclarationDetails): string[] {
  const name = [details.title, details.firstName, details.lastName].filter(Boolean).join(' ')
  return [name, details.house, details.postcode ?? details.overseasAddress ?? '']
}

/** The written record of a Gift Aid declaration made online: what was declared, by whom, when, and how to cancel or change it. */
export function GiftAidDeclarationEmail({ churchName, wording, scope, details, givingReference, madeOn, sentOn, manageUrl }: GiftAidDeclarationEmailProps) {
  const tellUs = tellUsLines(wording)
  const [name, house, place] = addressLines(details)
  return (
    <EmailShell churchName={churchName} preview={`Your Gift Aid declaration of ${madeOn}, reference ${givingReference}`} heading="Your Gift Aid declaration">
      <Text style={styles.text}>
        This is the written record of the Gift Aid declaration you made to {churchName} on {madeOn}. Please keep it. Your giving reference is{' '}
        <strong>{givingReference}</strong>: quote it on a standing order or a giving envelope so we can match your gifts to this declaration.
      </Text>
      <Text style={styles.text}>You declared:</Text>
      <Text style={styles.quote}>
        {scopeSentence(wording, scope)}
        <br />
        {wording.declaration}
      </Text>
      <Text style={styles.text}>Your name and home address, as you gave them:</Text>
      <Text style={styles.quote}>
        {name}
        <br />
        {house}
        <br />
        {place}
      </Text>
      <Text style={styles.text}>
        {tellUs.lead} {tellUs.items.join('; ')}.
      </Text>
      <Text style={styles.text}>
        You can cancel this declaration, or change your name or home address, on your declaration's own page (keep this link private; it works for as long as we
        keep your declaration):{' '}
        <Link href={manageUrl} style={styles.link}>
          {manageUrl}
        </Link>
      </Text>
      <Text style={styles.text}>{wording.higherRate}</Text>
      <Text style={styles.text}>
        Declaration made on {madeOn}. This record was sent on {sentOn} by {churchName}.
      </Text>
    </EmailShell>
  )
}
