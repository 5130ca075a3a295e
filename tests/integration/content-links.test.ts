import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DocumentState } from '../../app/lib/content/admin-api.ts'
import { comparableHtml, contentApi, firstDifference, publishChange, send, signInNewAdmin } from '../helpers/content-site.ts'
import { type SiteOnTestDatabase, startSiteOnTestDatabase } from '../helpers/loopback.ts'

type Sundays = { faqs: { question: string; answer: string }[] }

const LINK_CLASS = 'font-semibold text-wine-700 underline underline-offset-4 hover:text-wine-900'

const withFirstAnswer = (answer: string) => (content: Sundays) => ({
  ...content,
  faqs: content.faqs.map((faq, index) => (index === 0 ? { ...faq, answer } : faq)),
})

describe('links in a text that may hold them', () => {
  let site: SiteOnTestDatabase
  let api: ReturnType<typeof contentApi>

  beforeAll(async () => {
    site = await startSiteOnTestDatabase('content_links')
    api = contentApi(site.server, (await signInNewAdmin(site.server, site.sql)).cookie)
  })
  afterAll(() => site?.stop())

  const sundays = async () => comparableHtml((await send(site.server, 'GET', '/sundays')).text, site.server.url)

  it('refuses a link to an address a page would not show, naming the field', async () => {
    const state = await api.state('sundays')
    const refused = await api.saveDraft('sundays', state.revision, withFirstAnswer('Click [here](javascript:alert(1)).')(state.published.content as Sundays))
    expect(refused.status).toBe(400)
    expect(refused.json().details['content.faqs.0.answer']).toBe(
      'Answer: a link must start with https://, mailto:, tel: or / (a page of this site), not javascript:alert(1)',
    )
  })

  it('shows the links of a published FAQ answer on /sundays, then the first version word for word once restored', async () => {
    const before = await sundays()
    const published = await publishChange(
      api,
      'sundays',
      withFirstAnswer('Come as you are. Hire [our hall](/hall-hire) or [email us](mailto:hello@example.org).'),
    )
    const html = await sundays()
    const shown = html.slice(0, html.indexOf('<script'))
    expect(shown).toContain(
      `Come as you are. Hire <a href="/hall-hire" class="${LINK_CLASS}">our hall</a> or <a href="mailto:hello@example.org" class="${LINK_CLASS}">email us</a>.`,
    )
    expect(shown).not.toContain('[our hall]')

    const restored = await api.restore('sundays', 1, published.revision)
    expect(restored.status).toBe(200)
    expect(restored.json<DocumentState>().published.version).toBe(3)
    expect(firstDifference(await sundays(), before)).toBeNull()
  })
})
