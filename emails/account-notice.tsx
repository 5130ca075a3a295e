import { render } from '@react-email/render'
import { AccountNoticeEmail } from './components/AccountNoticeEmail.tsx'
import { headerText } from './header-text.ts'
import type { RenderedEmail } from './render.tsx'

/** The e-mail that tells an administrator their passkeys or second factor changed. */
export async function renderAccountNotice(notice: { to: string; change: string; churchName: string; siteUrl: string; when?: Date }): Promise<RenderedEmail> {
  const heading = 'Your sign-in settings changed'
  const element = (
    <AccountNoticeEmail churchName={notice.churchName} heading={heading} change={notice.change} when={notice.when ?? new Date()} siteUrl={notice.siteUrl} />
  )
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: headerText(`${heading}: ${notice.change}`), html, text, replyTo: notice.to }
}
