import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORMS, type FormType } from '../../app/lib/forms/forms.ts'
import { type SiteOnTestDatabase, startSiteOnTestDatabase } from '../helpers/loopback.ts'

/** Words only this visitor typed: an answer that shows them back is theirs alone. */
const OWN_WORDS = 'Please pray for my sister Ann'

const VALID: Record<FormType, Record<string, string>> = {
  contact: { name: 'Jane Smith', email: 'jane@example.com', message: OWN_WORDS },
  stay_in_touch: { name: 'Sam Patel', email: 'sam@example.com', mobile: '07700 900123', additionalMessage: OWN_WORDS, learnMore: 'on' },
  hall_hire: { firstName: 'Jane', lastName: 'Smith', email: 'jane@example.com', phone: '07700 900456', dates: 'Saturday 14 March', details: OWN_WORDS },
  complaint: { name: 'Jane Smith', email: 'jane@example.com', about: OWN_WORDS },
}
const FORM_TYPES = Object.keys(VALID) as FormType[]

describe('an answer that shows a visitor their own form outcome, without JavaScript', () => {
  let site: SiteOnTestDatabase

  beforeAll(async () => {
    site = await startSiteOnTestDatabase('formprivate')
  })
  afterAll(async () => {
    await site?.stop()
  })

  const postForm = (formType: FormType, fields: Record<string, string>) =>
    fetch(`${site.server.url}${FORMS[formType].page}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.server.url },
      body: new URLSearchParams({ ...fields, website: '' }),
      redirect: 'manual',
    })

  /** Posts the form, then follows its 303 back to the page as the browser would, with the outcome's cookie. */
  async function outcomePage(formType: FormType, fields: Record<string, string>) {
    const posted = await postForm(formType, fields)
    expect(posted.status).toBe(303)
    const location = posted.headers.get('location') ?? ''
    expect(location).toMatch(/\?result=[0-9a-f-]{36}#/)
    const cookie = (posted.headers.get('set-cookie') ?? '').split(';')[0]!
    return fetch(new URL(location, site.server.url), { headers: { cookie, 'accept-encoding': 'gzip, br' } })
  }

  it.each(FORM_TYPES)('%s: the page showing a success is private, no-store, and never cached', async (formType) => {
    const page = await outcomePage(formType, VALID[formType])
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(FORMS[formType].successText)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(page.headers.get('x-cache')).toBeNull()
  })

  it.each(FORM_TYPES)('%s: the page showing the values typed back with their errors is private, no-store, and never cached', async (formType) => {
    const page = await outcomePage(formType, { ...VALID[formType], email: 'not an address' })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(OWN_WORDS)
    expect(html).toContain('Please enter a valid email address')
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(page.headers.get('x-cache')).toBeNull()
    const plain = await fetch(`${site.server.url}${FORMS[formType].page}`)
    expect(await plain.text()).not.toContain(OWN_WORDS)
  })

  it('the page rendered in place, when the outcome cannot be kept for the redirect, is private, no-store', async () => {
    await site.sql`alter table form_flashes rename to form_flashes_away`
    try {
      const page = await postForm('contact', { ...VALID.contact, email: 'not an address' })
      expect(page.status).toBe(400)
      expect(await page.text()).toContain(OWN_WORDS)
      expect(page.headers.get('cache-control')).toBe('private, no-store')
    } finally {
      await site.sql`alter table form_flashes_away rename to form_flashes`
    }
  })
})
