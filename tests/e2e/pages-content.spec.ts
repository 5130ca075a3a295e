import type { Locator, Page } from '@playwright/test'
import { firstContent } from '../helpers/first-content.ts'
import { expect, test } from './fixtures'

const { church, people, teams: teamsDocument, giving, safeguarding } = firstContent()
const { pastor, leadershipTeam, trustees } = people
const { teams } = teamsDocument
const { charity } = church
const bankDetails = giving.bank

const TAGLINE = 'Imperfect people following Jesus. Surrendering ourselves and serving others.'

/** A link that opens another website safely in a new tab, and says so to screen readers. */
async function expectNewTabLink(link: Locator) {
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(link).toContainText('(opens in a new tab)')
}

function section(page: Page, id: string): Locator {
  return page.locator(`section#${id}`)
}

async function expectOnePageHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
}

async function expectOwnDescription(page: Page) {
  const description = await page.locator('meta[name="description"]').getAttribute('content')
  expect(description?.length ?? 0).toBeGreaterThan(80)
  expect(description).not.toMatch(/at our church\.$/)
}

const pages: { path: string; check: (page: Page, js: boolean) => Promise<void> }[] = [
  {
    path: '/',
    check: async (page, js) => {
      await expectOnePageHeading(page, `Welcome to ${church.name}`)
      await expect(page.getByText(TAGLINE)).toBeVisible()

      const boxes = page.getByRole('navigation', { name: 'Get started' }).getByRole('link')
      await expect(boxes).toHaveText([/^JOIN US ON SUNDAY/, /^JOIN US ONLINE/, /^IN THE COMMUNITY/, /^WHO IS JESUS\?/])
      const hrefs = await boxes.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(hrefs).toEqual(['/sundays', '/online', '/community', '/jesus'])

      const service = section(page, 'service-time')
      await expect(service.getByRole('heading', { level: 2 })).toHaveText('Join us this Sunday at 10:30am')
      await expect(service).toContainText("St Paul's Cray")
      await expect(service).toContainText('Kent')
      await expect(service).toContainText('Every Sunday at 10:30am')
      await expect(service).toContainText('A lively friendly church where imperfect people follow Jesus. Come as you are.')
      const directions = service.getByRole('link', { name: /Get Directions/ })
      await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//)
      await expectNewTabLink(directions)
      const map = service.getByRole('group', { name: /Map showing/ })
      await expect(map).toHaveCSS('height', '320px')
      await expect(map.getByRole('button', { name: 'Load map' })).toHaveCount(js ? 1 : 0)

      await expect(section(page, 'our-story').getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/our-vision')

      const involved = section(page, 'get-involved')
      await expect(involved.getByRole('heading', { level: 3 })).toHaveText(['Zoom prayer meeting', 'Come ’n Chat', 'Daily Devotions'])
      await expect(involved).toContainText('Wednesday evenings')
      await expect(involved).toContainText('Thursdays')
      await expect(involved).toContainText('over-60s')
      await expectNewTabLink(involved.getByRole('link', { name: /Join zoom/ }))
      const mail = involved.getByRole('link', { name: 'Get in Touch' })
      await expect(mail).toHaveAttribute('href', new RegExp(`^mailto:${church.email}\\?subject=.*information`))
      await expect(involved.getByRole('link', { name: 'Look at our devotions' })).toHaveAttribute('href', '/devotions')
      await expect(involved.locator('a[href="/whats-on-when"]')).toHaveCount(2)

      const testimonial = section(page, 'testimonial')
      await expect(testimonial.locator('blockquote')).not.toBeEmpty()
      await expect(testimonial.locator('figcaption')).not.toBeEmpty()
      const audio = testimonial.locator('audio')
      await expect(audio).toHaveAttribute('controls', '')
      await expect(audio).toHaveAttribute('preload', 'none')
      await expect(audio).toContainText('Your browser does not support the audio element.')
      const clip = await page.request.get((await audio.locator('source').getAttribute('src'))!)
      expect(clip.status()).toBe(200)
      expect(clip.headers()['content-type']).toContain('audio/mpeg')
      expect((await clip.body()).byteLength).toBeLessThan(150 * 1024)

      const order = await page
        .locator('main section[id]')
        .evaluateAll((sections) =>
          sections.map((element) => element.id).filter((id) => ['service-time', 'our-story', 'get-involved', 'testimonial'].includes(id)),
        )
      expect(order).toEqual(['service-time', 'our-story', 'get-involved', 'testimonial'])

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
      expect(jsonLd).toMatchObject({ '@type': 'Church', name: church.name, address: { '@type': 'PostalAddress', postalCode: church.address.postcode } })
      expect(jsonLd.openingHoursSpecification[0]).toMatchObject({ dayOfWeek: 'https://schema.org/Sunday', opens: '10:30' })
    },
  },
  {
    path: '/church-life',
    check: async (page) => {
      await expectOnePageHeading(page, 'Church Life')
      for (const id of ['sundays', 'daily-devotions', 'wednesday-prayer', 'serving', 'online-connection', 'church-holiday']) {
        await expect(section(page, id)).toBeVisible()
      }
      for (const href of ['/sundays', '/devotions', '/our-teams', '/stayintouch']) {
        await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible()
      }
      await expect(section(page, 'wednesday-prayer')).toContainText('8pm')
      const holiday = section(page, 'church-holiday')
      await expect(holiday).toContainText('August 2026')
      await expect(holiday).toContainText('every two years')
      await expectNewTabLink(holiday.getByRole('link'))
    },
  },
  {
    path: '/our-vision',
    check: async (page, js) => {
      await expectOnePageHeading(page, 'Our Vision')
      const video = section(page, 'animation')
      if (js) await expect(video.getByRole('button', { name: /^Play video/ })).toBeVisible()
      else await expect(video.getByRole('link', { name: /^Play video/ })).toHaveAttribute('href', /youtube\.com\/watch/)
      await expect(section(page, 'our-story').getByRole('heading', { name: 'Our Story' })).toBeVisible()
      await expect(section(page, 'vision').getByRole('listitem')).toHaveCount(4)
      await expect(section(page, 'scriptures').locator('blockquote')).toHaveCount(4)
      await expect(section(page, 'mission').getByRole('heading', { level: 3 })).toHaveCount(4)
      const statements = page.getByTestId('faith-statements')
      await expect(statements).toHaveJSProperty('tagName', 'OL')
      await expect(statements.getByRole('listitem')).toHaveCount(11)
    },
  },
  {
    path: '/sundays',
    check: async (page) => {
      await expectOnePageHeading(page, 'Sundays')
      const times = section(page, 'times')
      await expect(times.getByRole('listitem')).toHaveText([/9:30 AM\s*Church open/i, /10:30 AM\s*Service/i, /12:15 PM\s*Tea, coffee & cake/i])
      await expect(times).toContainText('1 hour 30 minutes')
      await expect(times).toContainText('10-15 minutes early')
      await expect(section(page, 'location')).toContainText("St Paul's Cray")
      await expect(section(page, 'on-a-sunday').getByRole('listitem')).toHaveCount(3)
      const online = section(page, 'online-service')
      await expectNewTabLink(online.getByRole('link', { name: /online service/ }))
      await expectNewTabLink(online.getByRole('link', { name: /YouTube/ }))
      await expect(section(page, 'what-to-expect').getByRole('listitem')).not.toHaveCount(0)
      const faqs = section(page, 'faqs').locator('details')
      await expect(faqs).toHaveCount(4)
      await faqs.first().locator('summary').click()
      await expect(faqs.first().locator('p')).toBeVisible()
    },
  },
  {
    path: '/im-new',
    check: async (page) => {
      await expectOnePageHeading(page, "I'm New")
      await expect(section(page, 'who-we-are').getByRole('heading', { name: 'Who We Are' })).toBeVisible()
      const steps = section(page, 'next-steps').getByRole('listitem')
      await expect(steps).toHaveCount(3)
      const stepLinks = await section(page, 'next-steps')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(new Set(stepLinks)).toEqual(new Set(['/sundays', '/whats-on-when']))
      for (const href of ['/contact', '/stayintouch', '/online', '/church-life']) {
        await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible()
      }
    },
  },
  {
    path: '/online',
    check: async (page) => {
      await expectOnePageHeading(page, 'Online Life')
      const cards = section(page, 'connect-online').getByRole('listitem')
      await expect(cards).toHaveCount(8)
      for (const card of await cards.all()) await expectNewTabLink(card.getByRole('link'))
      await expect(section(page, 'prayer-groups')).toContainText('regularly attend')
      await expect(section(page, 'prayer-groups')).toContainText('ask the pastor')
      await expect(page.locator('main a[href="/whats-on-when"]')).toHaveCount(1)
      await expect(page.locator('main a[href="/sundays"]')).toHaveCount(1)
    },
  },
  {
    path: '/community',
    check: async (page) => {
      await expectOnePageHeading(page, 'Community Life')
      const cards = section(page, 'programmes').getByRole('listitem')
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Warm Space', 'Come ’n Chat', 'Cinema Club', 'Foodbank', 'Christmas Grotto'])
      await expect(cards.nth(0)).toContainText('Tuesdays, 5-8pm')
      await expect(cards.nth(1)).toContainText('Thursdays, 10am-12:30pm')
      await expect(cards.nth(0).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
      await expectNewTabLink(cards.nth(3).getByRole('link'))
      await expect(cards.nth(4)).toContainText('Date to be announced')
    },
  },
  {
    path: '/jesus',
    check: async (page, js) => {
      await expectOnePageHeading(page, 'Who is Jesus?')
      const video = section(page, 'watch')
      await expect(js ? video.getByRole('button', { name: /^Play video/ }) : video.getByRole('link', { name: /^Play video/ })).toBeVisible()
      await expect(page.locator('main a[href="/sundays"]')).toBeVisible()
      await expect(page.locator('main a[href="/contact"]')).toBeVisible()
    },
  },
  {
    path: '/devotions',
    check: async (page, js) => {
      await expectOnePageHeading(page, 'Daily Devotions')
      await expect(page.locator('main')).toContainText('5-10 minutes')
      const frame = section(page, 'todays-reading').getByRole('group')
      await expect(frame).toHaveCSS('height', '600px')
      await expect(frame.getByRole('button', { name: /^Load/ })).toHaveCount(js ? 1 : 0)
      await expectNewTabLink(frame.getByRole('link'))
      await expect(page.locator('main a[href="/sundays"]')).toBeVisible()
      await expect(page.locator('main a[href="/jesus"]')).toBeVisible()
    },
  },
  {
    path: '/our-people',
    check: async (page) => {
      await expectOnePageHeading(page, 'Our People')
      await expect(section(page, 'pastor')).toContainText(pastor.name)
      await expect(section(page, 'leadership-team').getByRole('heading', { level: 3 })).toHaveText(leadershipTeam.map((person) => person.name))
      await expect(section(page, 'ministry-leaders').getByRole('listitem')).not.toHaveCount(0)
      await expect(section(page, 'trustees').getByRole('heading', { level: 3 })).toHaveText(trustees.map((person) => person.name))
    },
  },
  {
    path: '/our-teams',
    check: async (page) => {
      await expectOnePageHeading(page, 'Our Teams')
      const cards = section(page, 'teams').getByRole('list').first().locator(':scope > li')
      await expect(cards).toHaveCount(6)
      for (const [index, team] of teams.entries()) {
        await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(team.name)
        await expect(cards.nth(index)).toContainText(team.contact.name)
        await expect(cards.nth(index).getByRole('link', { name: team.contact.email })).toHaveAttribute('href', /^mailto:/)
      }
    },
  },
  {
    path: '/our-charity',
    check: async (page) => {
      await expectOnePageHeading(page, 'Our Charity')
      await expect(page.getByTestId('charity-number')).toHaveText(charity.number)
      await expectNewTabLink(page.getByRole('link', { name: /charity register/ }))
      await expect(page.locator('main a[href="/our-people#trustees"]').first()).toBeVisible()
      await expect(page.locator('main a[href="/our-people#leadership-team"]').first()).toBeVisible()
    },
  },
  {
    path: '/ways-to-give',
    check: async (page) => {
      await expectOnePageHeading(page, 'Ways to Give')
      await expect(section(page, 'why-we-give')).toContainText('10 percent')
      await expect(section(page, 'why-we-give')).toContainText('cheerful giver')
      const methods = section(page, 'how-to-give').getByRole('listitem')
      await expect(methods.getByRole('heading', { level: 3 })).toHaveText(['Standing order', 'Bank transfer', 'Cash or cheque on Sunday', 'Give online'])
      await expect(methods.nth(0)).toContainText('Preferred')
      await expectNewTabLink(methods.nth(3).getByRole('link', { name: /Give Online/ }))
      const bank = page.getByTestId('bank-details')
      for (const [label, value] of [
        ['Account name', bankDetails.accountName],
        ['Bank', bankDetails.bank],
        ['Sort code', bankDetails.sortCode],
        ['Account number', bankDetails.accountNumber],
      ] as const) {
        await expect(bank).toContainText(label)
        await expect(bank).toContainText(value)
      }
      const giftAid = section(page, 'gift-aid')
      await expect(giftAid).toContainText('UK taxpayer')
      await expect(giftAid.getByText(/Download Gift Aid Form|will be available once uploaded by the admin team/).first()).toBeVisible()
      const funds = page.getByTestId('fund')
      await expect(funds).toHaveText([
        /General Fund\s*Fund type: Default.*unless marked otherwise/,
        /Building Fund\s*Fund type: Restricted/,
        /John 3:16 Fund\s*Fund type: Designated.*outside the church/,
        /Fellowship Fund\s*Fund type: Designated.*church family/,
      ])
    },
  },
  {
    path: '/safeguarding',
    check: async (page) => {
      await expectOnePageHeading(page, 'Safeguarding')
      const emergency = page.getByTestId('emergency-callout')
      await expect(emergency.getByRole('heading', { level: 2 })).toContainText('999')
      await expect(emergency.getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999')
      await expect(page.getByRole('alert')).toHaveCount(0)
      await expect(section(page, 'our-commitment')).toContainText('committed')
      await expect(section(page, 'raise-a-concern')).toContainText('Cause for Concern form is available in the church foyer')
      const team = page.getByTestId('safeguarding-team').locator(':scope > li')
      await expect(team).toHaveCount(3)
      for (const [index, person] of safeguarding.team.entries()) {
        const card = team.nth(index)
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(person.name)
        await expect(card).toContainText(person.role)
        await expect(card.getByRole('link', { name: new RegExp(person.email) })).toHaveAttribute('href', `mailto:${person.email}`)
        await expect(card.getByRole('link', { name: new RegExp(person.phone) })).toHaveAttribute('href', /^tel:\d+$/)
      }
      await expect(team.nth(0)).toContainText('Lead')
      await expect(team.nth(1)).toContainText('Deputy')
      await expect(team.nth(2)).toContainText('Trustee')
      await expect(section(page, 'commitments').getByRole('listitem')).not.toHaveCount(0)
      await expect(section(page, 'policy')).toContainText('reviewed annually')
      await expect(section(page, 'policy').getByText('Download Full Safeguarding Policy (PDF)')).toBeVisible()
      await expect(section(page, 'contacts').getByRole('heading', { level: 3 })).toHaveText([
        'Emergency',
        'Local and National Agencies',
        'Independent Support and Helplines',
      ])
    },
  },
]

for (const js of [true, false]) {
  test.describe(`public pages ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js })

    for (const { path, check } of pages) {
      test(`${path} shows its content`, async ({ page }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await expectOwnDescription(page)
        await check(page, js)
      })
    }
  })
}
