import { render } from '@react-email/render'
import { AccountEmail, type AccountEmailProps } from './components/AccountEmail.tsx'
import { headerText } from './header-text.ts'

export type RenderedAccountEmail = { subject: string; html: string; text: string }

type Church = { churchName: string }

const NOT_YOU = 'If you did not expect this e-mail, you can ignore it; nothing changes unless the link is used.'
const TELL_SOMEONE = 'If this was not you or someone you know, tell another administrator of the website at once.'

/** An e-mail to administrators, in the HTML and plain text of AccountEmail, with a subject on one line. */
export async function renderAccountEmail(subject: string, props: AccountEmailProps): Promise<RenderedAccountEmail> {
  const element = <AccountEmail {...props} />
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: headerText(subject), html, text }
}

/** How an administrator is named in an e-mail: their name, else their e-mail. */
export const displayName = (person: { name: string; email: string }) => headerText(person.name) || person.email

export function invitationEmail({ churchName, inviter, url }: Church & { inviter: string; url: string }) {
  return renderAccountEmail(`You are invited to look after the ${churchName} website`, {
    churchName,
    heading: 'You are invited to be an administrator',
    paragraphs: [
      `${inviter} has invited you to help look after the ${churchName} website.`,
      'Open the link below within 72 hours to choose your name and a password or a passkey. It works once.',
    ],
    action: { label: 'Accept the invitation', url },
    footer: NOT_YOU,
  })
}

export function passwordResetEmail({ churchName, url }: Church & { url: string }) {
  return renderAccountEmail(`Set a new password for the ${churchName} website`, {
    churchName,
    heading: 'Set a new password',
    paragraphs: ['Someone asked to set a new password for your administrator account.', 'Open the link below within 30 minutes. It works once.'],
    action: { label: 'Set a new password', url },
    footer: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  })
}

export function passwordChangedEmail({ churchName, how }: Church & { how: string }) {
  return renderAccountEmail(`Your password for the ${churchName} website was changed`, {
    churchName,
    heading: 'Your password was changed',
    paragraphs: [`The password of your administrator account was changed ${how}. Every other session of yours was signed out.`],
    footer: TELL_SOMEONE,
  })
}

export function administratorAddedEmail({ churchName, added, by }: Church & { added: string; by: string }) {
  return renderAccountEmail(`${added} is now an administrator of the ${churchName} website`, {
    churchName,
    heading: 'A new administrator',
    paragraphs: [`${added} accepted an invitation from ${by} and is now an administrator of the website.`],
    footer: TELL_SOMEONE,
  })
}

export function administratorRemovedEmail({ churchName, removed, by, toRemoved }: Church & { removed: string; by: string; toRemoved: boolean }) {
  return renderAccountEmail(
    toRemoved ? `You are no longer an administrator of the ${churchName} website` : `${removed} is no longer an administrator of the ${churchName} website`,
    {
      churchName,
      heading: toRemoved ? 'You are no longer an administrator' : 'An administrator was removed',
      paragraphs: [
        toRemoved
          ? `${by} removed your administrator account. You have been signed out everywhere.`
          : `${by} removed ${removed} from the administrators of the website. Their sessions have ended.`,
      ],
      footer: TELL_SOMEONE,
    },
  )
}
