import type { Page } from '@playwright/test'
import type postgres from 'postgres'
import { signInAsAdmin } from './admin-helpers'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { textAt200Percent } from './text-size'

const panelOf = (page: Page) => page.getByRole('region', { name: 'Sermon library', exact: true })
const rowOf = (page: Page, title: string) =>
  panelOf(page)
    .getByTestId('sermon-row')
    .filter({ has: page.getByRole('heading', { name: title }) })

/** The library as an import would leave it: three suggestions to confirm, one confirmed, one hidden. */
async function seedLibrary(db: postgres.Sql) {
  await db`delete from sermons`
  await db`
    insert into sermons (video_id, slug, title, published_at, suggested_speaker, suggested_passage, speaker, passage, book, details_confirmed_at, hidden) values
      ('shepherd_01', '2026-11-22-the-good-shepherd', 'The Good Shepherd', '2026-11-22T10:30:00Z', 'Pastor Dave', 'John 10:1-18', null, null, null, null, false),
      ('psalm23-002', '2026-11-15-the-lord-is-my-shepherd', 'The Lord is my shepherd', '2026-11-15T10:30:00Z', null, 'Psalm 23', null, null, null, null, false),
      ('harvest0003', '2026-10-04-harvest-thanksgiving', 'Harvest thanksgiving', '2026-10-04T10:30:00Z', 'Mary Jones', null, null, null, null, null, false),
      ('advent00004', '2025-12-01-advent-hope', 'Advent hope', '2025-12-01T10:30:00Z', 'Pastor Dave', 'Isaiah 9', 'Pastor Dave', 'Isaiah 9', 'Isaiah', now(), false),
      ('notices0005', '2026-11-23-church-notices', 'Church notices', '2026-11-23T10:30:00Z', null, null, null, null, null, null, true)`
}

async function openPanel(page: Page) {
  await signInAsAdmin(page)
  const panel = panelOf(page)
  await panel.scrollIntoViewIfNeeded()
  await expect(panel.getByTestId('sermon-library-state')).toContainText('4 sermons in the library (1 hidden); 3 sermons waiting')
  return panel
}

test.describe('the sermon library in the dashboard', () => {
  test.beforeEach(async ({ db }) => seedLibrary(db))

  test('reads nothing until the panel comes near the screen', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (/\/api\/admin\/(sermons|sermon-library)/.test(request.url())) asked.push(request.url())
    })
    await signInAsAdmin(page)
    await expect(page.getByRole('region', { name: 'Messages', exact: true })).toBeVisible()
    expect(asked).toEqual([])
    await panelOf(page).scrollIntoViewIfNeeded()
    await expect(panelOf(page).getByTestId('sermon-library-state')).toBeVisible()
    expect(asked.length).toBeGreaterThan(0)
  })

  test('confirms a suggestion by keyboard, and the focus goes to the next one', async ({ page, db }) => {
    const panel = await openPanel(page)
    await expect(panel.getByRole('heading', { name: 'Suggestions to confirm' })).toBeVisible()
    const shepherd = rowOf(page, 'The Good Shepherd')
    await expect(shepherd.getByLabel('Speaker')).toHaveValue('Pastor Dave')
    await expect(shepherd.getByLabel('Passage')).toHaveValue('John 10:1-18')
    await expect(shepherd.getByRole('link', { name: 'The Good Shepherd', exact: true })).toHaveAttribute('href', '/sermons/2026-11-22-the-good-shepherd')
    await expect(shepherd.getByRole('link', { name: /^On YouTube/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=shepherd_01')

    await shepherd.getByRole('button', { name: /^Confirm/ }).focus()
    await page.keyboard.press('Enter')
    await expect(panel.getByRole('status').filter({ hasText: 'Confirmed “The Good Shepherd”' })).toBeVisible()
    await expect(rowOf(page, 'The Lord is my shepherd').getByLabel('Speaker')).toBeFocused()
    await expect(rowOf(page, 'The Good Shepherd')).toHaveCount(0)
    const [stored] = await db`select speaker, passage, book, details_confirmed_at is not null as confirmed from sermons where video_id = 'shepherd_01'`
    expect(stored).toEqual({ speaker: 'Pastor Dave', passage: 'John 10:1-18', book: 'John', confirmed: true })
    await expect(panel.getByTestId('sermon-library-state')).toContainText('2 sermons waiting')
  })

  test('corrects a confirmed passage, a bad one refused at its field', async ({ page, db }) => {
    const panel = await openPanel(page)
    await panel.getByRole('radio', { name: 'Confirmed' }).check()
    const advent = rowOf(page, 'Advent hope')
    const passage = advent.getByLabel('Passage')
    await passage.fill('The good bits')
    await advent.getByRole('button', { name: /^Save correction/ }).click()
    await expect(passage).toBeFocused()
    await expect(passage).toHaveAttribute('aria-invalid', 'true')
    await expect(passage).toHaveAccessibleDescription('Passage must start with a book of the Bible, such as John 10:1-18 or Psalm 23, or be empty')

    await passage.fill('isa 9:2-7')
    await advent.getByLabel('Speaker').fill('Mary Jones')
    await advent.getByRole('button', { name: /^Save correction/ }).click()
    await expect(panel.getByRole('status').filter({ hasText: 'Confirmed “Advent hope”: speaker Mary Jones, passage Isaiah 9:2-7.' })).toBeVisible()
    await expect(passage).toHaveValue('Isaiah 9:2-7')
    await expect(passage).not.toHaveAttribute('aria-invalid')
    const [stored] = await db`select speaker, passage, book from sermons where video_id = 'advent00004'`
    expect(stored).toEqual({ speaker: 'Mary Jones', passage: 'Isaiah 9:2-7', book: 'Isaiah' })
  })

  test('hides a video, finds it among the hidden by its title, and shows it again', async ({ page, db }) => {
    const panel = await openPanel(page)
    await rowOf(page, 'Harvest thanksgiving')
      .getByRole('button', { name: /^Hide from the library/ })
      .click()
    await expect(panel.getByRole('status').filter({ hasText: 'Hid “Harvest thanksgiving” from the library.' })).toBeVisible()
    await expect(rowOf(page, 'Harvest thanksgiving')).toHaveCount(0)
    // The last row went: the focus goes to the row before it.
    await expect(rowOf(page, 'The Lord is my shepherd').getByLabel('Speaker')).toBeFocused()

    await panel.getByRole('radio', { name: 'Hidden' }).check()
    await panel.getByLabel('Title contains').fill('harvest')
    await panel.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(panel.getByTestId('sermon-row')).toHaveCount(1)
    await rowOf(page, 'Harvest thanksgiving')
      .getByRole('button', { name: /^Show in the library again/ })
      .click()
    await expect(panel.getByRole('status').filter({ hasText: '“Harvest thanksgiving” is in the library again.' })).toBeVisible()
    await expect(panel.getByRole('heading', { name: 'Hidden from the library' })).toBeFocused()
    const [stored] = await db`select hidden from sermons where video_id = 'harvest0003'`
    expect(stored!.hidden).toBe(false)
  })

  test('confirms all shown as suggested', async ({ page, db }) => {
    const panel = await openPanel(page)
    await panel.getByRole('button', { name: 'Confirm all shown as suggested' }).click()
    await expect(panel.getByRole('status').filter({ hasText: 'Confirmed 3 sermons as suggested.' })).toBeVisible()
    await expect(panel.getByRole('heading', { name: 'Suggestions to confirm' })).toBeFocused()
    await expect(panel.getByText('No sermons here.')).toBeVisible()
    const rows = await db`select video_id, speaker, passage from sermons where details_confirmed_at is not null order by video_id`
    expect(rows.map((row) => [row.video_id, row.speaker, row.passage])).toEqual([
      ['advent00004', 'Pastor Dave', 'Isaiah 9'],
      ['harvest0003', 'Mary Jones', ''],
      ['psalm23-002', '', 'Psalm 23'],
      ['shepherd_01', 'Pastor Dave', 'John 10:1-18'],
    ])
  })

  test('on a phone at 200 % text the panel fits, passes axe, and keeps its edges in forced colours', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    const panel = await openPanel(page)
    await textAt200Percent(page)
    await panel.getByLabel('Podcast feed address').fill('https://podcast.example/a-very-long-feed-address/that-goes-on/feed.xml')
    const fit = await panel.evaluate((section) => ({ right: section.getBoundingClientRect().right, overflow: section.scrollWidth - section.clientWidth }))
    expect(fit.right).toBeLessThanOrEqual(375)
    expect(fit.overflow).toBeLessThanOrEqual(0)
    expect(await axeViolations(page, 'section[aria-labelledby="sermon-library"]')).toEqual([])
    await panel.screenshot({ path: '/tmp/sermon-library-phone.png' })
    await page.emulateMedia({ forcedColors: 'active' })
    const edge = await rowOf(page, 'The Good Shepherd')
      .getByLabel('Passage')
      .evaluate((input) => getComputedStyle(input).borderTopStyle)
    expect(edge).toBe('solid')
    await panel.screenshot({ path: '/tmp/sermon-library-forced-colours.png' })
  })

  test('saves the podcast feed address, refusing one that is not an address at its field', async ({ page, db }) => {
    await db`update sermon_library_settings set podcast_feed_url = null`
    const panel = await openPanel(page)
    const feed = panel.getByLabel('Podcast feed address')
    await feed.fill('podcast.example/feed')
    await panel.getByRole('button', { name: 'Save address' }).click()
    await expect(feed).toBeFocused()
    await expect(feed).toHaveAccessibleDescription(/Podcast feed must be an address starting with https:\/\/ or http:\/\//)
    await feed.fill('https://podcast.example/feed.xml')
    await panel.getByRole('button', { name: 'Save address' }).click()
    await expect(panel.getByTestId('sermon-library-state')).toContainText('The podcast feed has not been checked yet.')
    const [settings] = await db`select podcast_feed_url from sermon_library_settings`
    expect(settings!.podcast_feed_url).toBe('https://podcast.example/feed.xml')
  })

  test('"Check now" says what happened in a polite message, and reads the state again', async ({ page }) => {
    const panel = await openPanel(page)
    const check = panel.getByRole('button', { name: 'Check now' })
    await check.click()
    const said = panel.getByTestId('sermon-library-state').getByRole('status')
    await expect(said).not.toHaveText('')
    await expect(said).not.toHaveText('Checking the channel...')
    await expect(check).toBeFocused()
  })
})
