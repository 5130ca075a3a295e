import { render } from '@react-email/render'
import { type GiftAidDeclarationEmailProps, GiftAidDeclarationEmail } from './components/GiftAidDeclarationEmail.tsx'
import { headerText } from './header-text.ts'
import type { RenderedEmail } from './render.tsx'

/** The written record sent to a giver who declared online, replying to the church. */
export async function renderGiftAidDeclaration(props: GiftAidDeclarationEmailProps, churchEmail: string): Promise<RenderedEmail> {
  const element = <GiftAidDeclarationEmail {...props} />
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: headerText(`Your Gift Aid declaration to ${props.churchName}, reference ${props.givingReference}`), html, text, replyTo: churchEmail }
}
