import { render } from '@react-email/render'
import { NoticeEmail, type NoticeEmailProps } from './components/NoticeEmail.tsx'
import { headerText } from './header-text.ts'

export type RenderedNotice = { subject: string; html: string; text: string }

/** Stands for each person's unsubscribe link while a notice is rendered once for everyone. */
const UNSUBSCRIBE_MARK = 'https://unsubscribe.invalid/each-person'

const escapedForHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

async function renderNotice(props: NoticeEmailProps): Promise<RenderedNotice> {
  const element = <NoticeEmail {...props} />
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: headerText(props.subject), html, text }
}

/** The administrator's test: the same look, saying it is a test, without anyone's unsubscribe link. */
export const renderTestNotice = (props: Omit<NoticeEmailProps, 'unsubscribeUrl'>) => renderNotice(props)

/**
 * A notice rendered once, then made each person's own by writing in their unsubscribe link: a
 * few string replacements per person instead of a render.
 */
export async function noticeForEveryone(props: Omit<NoticeEmailProps, 'unsubscribeUrl'>): Promise<(unsubscribeUrl: string) => RenderedNotice> {
  const shared = await renderNotice({ ...props, unsubscribeUrl: UNSUBSCRIBE_MARK })
  return (unsubscribeUrl) => ({
    subject: shared.subject,
    html: shared.html.replaceAll(UNSUBSCRIBE_MARK, escapedForHtml(unsubscribeUrl)),
    text: shared.text.replaceAll(UNSUBSCRIBE_MARK, unsubscribeUrl),
  })
}

/** The headers of RFC 8058: a mail program's own unsubscribe button, one POST, no sign-in. */
export const unsubscribeHeaders = (unsubscribeUrl: string) => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})
