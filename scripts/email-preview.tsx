// npm run email:preview [folder]: renders every e-mail the site sends, with sample data, to
// HTML and plain-text files (default folder data/email-preview) and an index.html to open.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { renderAccountNotice } from '../emails/account-notice.tsx'
import {
  administratorAddedEmail,
  administratorRemovedEmail,
  invitationEmail,
  passwordChangedEmail,
  passwordResetEmail,
  type RenderedAccountEmail,
} from '../emails/account.tsx'
import { renderFormEmail } from '../emails/render.tsx'
import { SAMPLE_CHURCH_NAME, SAMPLE_RECEIVED_AT, sampleContact, sampleHallHire, sampleStayInTouch } from '../emails/samples.ts'

type PreviewedEmail = RenderedAccountEmail & { replyTo?: string }

const churchName = SAMPLE_CHURCH_NAME
const sampleLink = (page: string) => `https://church.example/admin/${page}?token=sample-token`

const previews: Array<{ file: string; render: () => Promise<PreviewedEmail> }> = [
  { file: 'contact-message', render: () => renderFormEmail(sampleContact, churchName, SAMPLE_RECEIVED_AT) },
  { file: 'stay-in-touch', render: () => renderFormEmail(sampleStayInTouch, churchName, SAMPLE_RECEIVED_AT) },
  { file: 'hall-hire-enquiry', render: () => renderFormEmail(sampleHallHire, churchName, SAMPLE_RECEIVED_AT) },
  { file: 'invitation', render: () => invitationEmail({ churchName, inviter: 'Ruth Jones', url: sampleLink('invitation') }) },
  { file: 'password-link', render: () => passwordResetEmail({ churchName, url: sampleLink('reset-password') }) },
  { file: 'password-changed', render: () => passwordChangedEmail({ churchName, how: 'with a link sent by e-mail' }) },
  { file: 'administrator-added', render: () => administratorAddedEmail({ churchName, added: 'Sam Patel', by: 'Ruth Jones' }) },
  { file: 'administrator-removed', render: () => administratorRemovedEmail({ churchName, removed: 'Sam Patel', by: 'Ruth Jones', toRemoved: false }) },
  { file: 'you-were-removed', render: () => administratorRemovedEmail({ churchName, removed: 'Sam Patel', by: 'Ruth Jones', toRemoved: true }) },
  {
    file: 'sign-in-settings-changed',
    render: () =>
      renderAccountNotice({ to: 'ruth@example.org', change: 'A passkey was added', churchName, siteUrl: 'https://church.example', when: SAMPLE_RECEIVED_AT }),
  },
]

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const replyToLine = (email: PreviewedEmail) => (email.replyTo ? `Reply-To: ${email.replyTo}\n` : '')

function indexPage(rendered: Array<{ file: string; email: PreviewedEmail }>): string {
  const items = rendered
    .map(
      ({ file, email }) =>
        `<li><strong>${escapeHtml(email.subject)}</strong>${email.replyTo ? ` (reply to ${escapeHtml(email.replyTo)})` : ''}: <a href="${file}.html">HTML</a> · <a href="${file}.txt">plain text</a></li>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en-GB"><meta charset="utf-8"><title>E-mail previews</title><body style="font-family:sans-serif"><h1>E-mail previews</h1><ul>${items}</ul></body></html>\n`
}

/** Renders each template to `<folder>/<name>.html` and `.txt`, plus an index. Returns the files written. */
export async function writeEmailPreviews(folder: string): Promise<string[]> {
  await mkdir(folder, { recursive: true })
  const rendered = []
  const written: string[] = []
  for (const preview of previews) {
    const email = await preview.render()
    for (const [extension, content] of [
      ['html', email.html],
      ['txt', `Subject: ${email.subject}\n${replyToLine(email)}\n${email.text}\n`],
    ] as const) {
      const file = path.join(folder, `${preview.file}.${extension}`)
      await writeFile(file, content)
      written.push(file)
    }
    rendered.push({ file: preview.file, email })
  }
  const index = path.join(folder, 'index.html')
  await writeFile(index, indexPage(rendered))
  return [index, ...written]
}

if ((import.meta as { main?: boolean }).main) {
  const folder = path.resolve(process.argv[2] ?? 'data/email-preview')
  const files = await writeEmailPreviews(folder)
  console.log(`Wrote ${files.length} files. Open ${files[0]} in a browser.`)
}
