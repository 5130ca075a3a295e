import { describe, expect, it } from 'vitest'
import { renderGiftAidDeclaration } from './gift-aid-declaration.tsx'

const wording = {
  version: 1,
  oneGift: 'I want to Gift Aid my donation to Cray Community Church',
  allGifts: 'I want to Gift Aid my donation and any donations I make in the future or have made in the past 4 years to Cray Community Church',
  declaration: 'I am a UK taxpayer and understand that …',
  tellUs: 'Please notify the charity if you:\nwant to cancel this declaration\nchange your name or home address',
  higherRate: 'If you pay Income Tax at the higher or additional rate …',
}

describe('the written record of a Gift Aid declaration', () => {
  it('holds what was declared, by whom, when, the reference and the private link, in HTML and plain text', async () => {
    const email = await renderGiftAidDeclaration(
      {
        churchName: 'Cray Community Church',
        wording,
        scope: 'one_gift',
        details: { title: 'Mr', firstName: 'Sam', lastName: 'Patel', house: 'Flat 2', postcode: 'BR5 2RW', overseasAddress: null },
        givingReference: 'GA7K4Q',
        madeOn: '6 April 2026',
        sentOn: '6 April 2026',
        manageUrl: 'https://example.org/gift-aid/declaration?token=abc',
      },
      'office@example.org',
    )
    expect(email.subject).toBe('Your Gift Aid declaration to Cray Community Church, reference GA7K4Q')
    expect(email.replyTo).toBe('office@example.org')
    for (const body of [email.html, email.text]) {
      expect(body).toContain('I want to Gift Aid my donation to Cray Community Church')
      expect(body).not.toContain('any donations I make in the future')
      expect(body).toContain('Mr Sam Patel')
      expect(body).toContain('BR5 2RW')
      expect(body).toContain('GA7K4Q')
      expect(body).toContain('6 April 2026')
      expect(body).toContain('https://example.org/gift-aid/declaration?token=abc')
      expect(body).toContain('want to cancel this declaration; change your name or home address')
    }
  })
})
