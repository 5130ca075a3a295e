import { describe, expect, it } from 'vitest'
import { noticeForEveryone, renderTestNotice, unsubscribeHeaders } from './notice.tsx'
import { SAMPLE_CHURCH_NAME } from './samples.ts'

const SITE = 'https://church.example.org'
const UNSUBSCRIBE = `${SITE}/news/unsubscribe?id=0b5d7c6e-1a2b-4c3d-9e8f-001122334455&sig=abc_DEF-123`
const notice = {
  churchName: SAMPLE_CHURCH_NAME,
  subject: 'Harvest\nsupper & <games>',
  body: 'First paragraph with <b>tags</b> & "quotes".\n\nSecond, with [our diary](/whats-on) and [the appeal](https://example.org/give?a=1&b=2).\n\n\nThird. [bad](javascript:alert(1))',
  siteUrl: SITE,
}

describe('a news e-mail', () => {
  it('has one paragraph per block of text, its links written out in full, and every word escaped', async () => {
    const email = (await noticeForEveryone(notice))(UNSUBSCRIBE)
    expect(email.subject).toBe('Harvest supper & <games>')
    expect(email.html.match(/<p[ >]/g)?.length).toBeGreaterThanOrEqual(4)
    expect(email.html).toContain('First paragraph with &lt;b&gt;tags&lt;/b&gt; &amp; &quot;quotes&quot;.')
    expect(email.html).toContain('href="https://church.example.org/whats-on"')
    expect(email.html).toContain('href="https://example.org/give?a=1&amp;b=2"')
    // A link the site would refuse stays words, never an href.
    expect(email.html).not.toContain('href="javascript:')
    expect(email.html).toContain('Third. [bad](javascript:alert(1))')
    expect(email.html).not.toContain('<b>tags')
  })

  it('carries the person’s own unsubscribe link in its HTML and plain text, and nobody else’s', async () => {
    const personalise = await noticeForEveryone(notice)
    const email = personalise(UNSUBSCRIBE)
    expect(email.html).toContain(`href="${UNSUBSCRIBE.replace('&', '&amp;')}"`)
    expect(email.text).toContain(UNSUBSCRIBE)
    expect(email.html).not.toContain('unsubscribe.invalid')
    const other = personalise(`${SITE}/news/unsubscribe?id=other&sig=x`)
    expect(other.html).not.toContain(UNSUBSCRIBE.replace('&', '&amp;'))
    expect(email.text).toContain('Second, with our diary')
    expect(email.text).toContain(SAMPLE_CHURCH_NAME)
  })

  it('has the headers of RFC 8058', () => {
    expect(unsubscribeHeaders(UNSUBSCRIBE)).toEqual({ 'List-Unsubscribe': `<${UNSUBSCRIBE}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
  })

  it('says it is a test when the administrator sends it to themselves, with no one’s unsubscribe link', async () => {
    const email = await renderTestNotice(notice)
    expect(email.text).toContain('This is a test sent only to you')
    expect(email.html).not.toContain('/news/unsubscribe')
    expect(email.html).toContain('href="https://church.example.org/whats-on"')
  })
})
