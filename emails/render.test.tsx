import { describe, expect, it } from 'vitest'
import { renderFormEmail } from './render.tsx'
import { SAMPLE_CHURCH_NAME, sampleContact, sampleHallHire, sampleStayInTouch } from './samples.ts'

const receivedAt = new Date('2025-06-01T10:15:00Z')

describe('renderFormEmail', () => {
  it('gives each form a clear subject and replies to the visitor', async () => {
    const contact = await renderFormEmail(sampleContact, SAMPLE_CHURCH_NAME, receivedAt)
    const stay = await renderFormEmail(sampleStayInTouch, SAMPLE_CHURCH_NAME, receivedAt)
    const hall = await renderFormEmail(sampleHallHire, SAMPLE_CHURCH_NAME, receivedAt)
    expect([contact.subject, stay.subject, hall.subject]).toEqual([
      'New contact message from Jane Smith',
      'New stay in touch request from Sam Patel',
      'New hall hire enquiry from Jane Smith',
    ])
    expect([contact.replyTo, stay.replyTo, hall.replyTo]).toEqual(['jane.smith@example.com', 'sam.patel@example.com', 'jane.smith@example.com'])
  })

  it('names the visitor in a subject that no control character, line break or bidirectional control can break or reorder', async () => {
    const name = 'Jane\u202Egnp.exe\u202C \u2066Smith\u2069\u200F\u0007\u001b[1m\u000b\tX\u2028Y\u0085Z'
    const contact = await renderFormEmail({ formType: 'contact', fields: { ...sampleContact.fields, name } }, SAMPLE_CHURCH_NAME, receivedAt)
    expect(contact.subject).toBe('New contact message from Janegnp.exe Smith [1m X Y Z')
    expect(contact.html).toContain('Janegnp.exe Smith [1m X Y Z sent a message through the website')
    const hall = await renderFormEmail(
      { formType: 'hall_hire', fields: { ...sampleHallHire.fields, firstName: '\u202DJane\u061C', lastName: 'Smith\u202A' } },
      SAMPLE_CHURCH_NAME,
      receivedAt,
    )
    expect(hall.subject).toBe('New hall hire enquiry from Jane Smith')
  })

  it('shows every field, HTML-escaped, with line breaks kept in both parts', async () => {
    const message = { ...sampleContact.fields, name: 'Eve <script>alert(1)</script>', email: 'eve@example.com', message: 'Line one & "two"\nLine <i>three</i>' }
    const email = await renderFormEmail({ formType: 'contact', fields: message }, SAMPLE_CHURCH_NAME, receivedAt)
    expect(email.html).not.toContain('<script>')
    expect(email.html).not.toContain('<i>three</i>')
    expect(email.html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(email.html).toContain('Line one &amp; &quot;two&quot;<br/>Line &lt;i&gt;three&lt;/i&gt;')
    expect(email.text).toContain('Line one & "two"\nLine <i>three</i>')
    expect(email.text).toContain('eve@example.com')
    expect(email.text).toContain('Sunday, 1 June 2025 at 11:15')
  })

  it('spells out the stay-in-touch choices and marks blank optional fields', async () => {
    const request = { ...sampleStayInTouch.fields, mobile: '', learnMore: false }
    const email = await renderFormEmail({ formType: 'stay_in_touch', fields: request }, SAMPLE_CHURCH_NAME, receivedAt)
    expect(email.text).toMatch(/Please add me to the church WhatsApp group\s+Yes/i)
    expect(email.text).toMatch(/I would like to learn more about the Christian faith\s+No/i)
    expect(email.text).toMatch(/Mobile\s+\(not given\)/i)
    expect(email.text).toMatch(/Send me the church's news by e-mail\s+Yes/i)
    expect(email.text).not.toContain('newsWording')
  })
})
