import { NEWS_WORDING } from '../app/lib/people/news-choice.ts'
import { renderAccountEmail } from './account.tsx'

/** The e-mail that asks a person to confirm they want the news (double opt-in, decision 059): its link works once, for 7 days. */
export function newsConfirmationEmail({ churchName, url }: { churchName: string; url: string }) {
  return renderAccountEmail(`Please confirm you would like news from ${churchName}`, {
    churchName,
    heading: 'Please confirm you would like our news',
    paragraphs: [
      `Someone, we hope you, ticked "${NEWS_WORDING.label}" on the ${churchName} website with this address.`,
      'Open the link below within 7 days and press Confirm. Until you do, we send you nothing else.',
    ],
    action: { label: 'Confirm my address', url },
    footer: 'If this was not you, ignore this e-mail: nothing is sent to you, and we delete the request within about five weeks.',
  })
}
