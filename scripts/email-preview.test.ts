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
  expect(files.map((file) => path.basename(file)).sort()).toEqual([
    'contact-message.html',
    'contact-message.txt',
    'hall-hire-enquiry.html',
    'hall-hire-enquiry.txt',
    'index.html',
    'stay-in-touch.html',
    'stay-in-touch.txt',
  ])
  expect(await readFile(path.join(folder, 'hall-hire-enquiry.html'), 'utf8')).toContain('New hall hire enquiry')
  expect(await readFile(path.join(folder, 'hall-hire-enquiry.txt'), 'utf8')).toMatch(
    /^Subject: New hall hire enquiry from Jane Smith\nReply-To: jane.smith@example.com/,
  )
  expect(await readFile(path.join(folder, 'index.html'), 'utf8')).toContain('href="stay-in-touch.txt"')
})
