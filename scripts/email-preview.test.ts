import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { writeEmailPreviews } from './email-preview.tsx'

let folder = ''
afterEach(() => rm(folder, { recursive: true, force: true }))

it('renders every template to an HTML and a plain-text file, with an index', async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'email-preview-'))
  const files = await writeEmailPreviews(folder)
  const templates = [
    'administrator-added',
    'administrator-removed',
    'contact-message',
    'hall-hire-enquiry',
    'invitation',
    'password-changed',
    'password-link',
    'sign-in-settings-changed',
    'stay-in-touch',
    'you-were-removed',
  ]
  expect(files.map((file) => path.basename(file)).sort()).toEqual(['index.html', ...templates.flatMap((name) => [`${name}.html`, `${name}.txt`])].sort())
  expect(await readFile(path.join(folder, 'hall-hire-enquiry.html'), 'utf8')).toContain('New hall hire enquiry')
  expect(await readFile(path.join(folder, 'hall-hire-enquiry.txt'), 'utf8')).toMatch(
    /^Subject: New hall hire enquiry from Jane Smith\nReply-To: jane.smith@example.com/,
  )
  expect(await readFile(path.join(folder, 'index.html'), 'utf8')).toContain('href="stay-in-touch.txt"')
  expect(await readFile(path.join(folder, 'invitation.txt'), 'utf8')).toMatch(/^Subject: You are invited to look after the Cray Community Church website\n\n/)
  expect(await readFile(path.join(folder, 'invitation.html'), 'utf8')).toContain('Accept the invitation')
})
