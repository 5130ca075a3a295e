// npm run email:preview [folder]: renders every notification e-mail, with its sample data, to
// HTML and plain-text files (default folder data/email-preview) and an index.html to open.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { renderFormEmail, type RenderedEmail } from '../emails/render.tsx'
import { SAMPLE_CHURCH_NAME, SAMPLE_RECEIVED_AT, sampleContact, sampleHallHire, sampleStayInTouch } from '../emails/samples.ts'

const samples = [
  { file: 'contact-message', submission: sampleContact },
  { file: 'stay-in-touch', submission: sampleStayInTouch },
  { file: 'hall-hire-enquiry', submission: sampleHallHire },
]

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function indexPage(rendered: Array<{ file: string; email: RenderedEmail }>): string {
  const items = rendered
    .map(
      ({ file, email }) =>
        `<li><strong>${escapeHtml(email.subject)}</strong> (reply to ${escapeHtml(email.replyTo)}): <a href="${file}.html">HTML</a> · <a href="${file}.txt">plain text</a></li>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en-GB"><meta charset="utf-8"><title>E-mail previews</title><body style="font-family:sans-serif"><h1>E-mail previews</h1><ul>${items}</ul></body></html>\n`
}

/** Renders each template to `<folder>/<name>.html` and `.txt`, plus an index. Returns the files written. */
export async function writeEmailPreviews(folder: string): Promise<string[]> {
  await mkdir(folder, { recursive: true })
  const rendered = []
  const written: string[] = []
  for (const sample of samples) {
    const email = await renderFormEmail(sample.submission, SAMPLE_CHURCH_NAME, SAMPLE_RECEIVED_AT)
    for (const [extension, content] of [
      ['html', email.html],
      ['txt', `Subject: ${email.subject}\nReply-To: ${email.replyTo}\n\n${email.text}\n`],
    ] as const) {
      const file = path.join(folder, `${sample.file}.${extension}`)
      await writeFile(file, content)
      written.push(file)
    }
    rendered.push({ file: sample.file, email })
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
