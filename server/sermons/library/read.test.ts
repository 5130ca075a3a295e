import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../../../db/client.ts'
import { LIBRARY_PAGE_SIZE } from '../../../app/lib/sermons/library.ts'
import { type SeededLibrary, SUGGESTED_PASSAGE, SUGGESTED_SPEAKER, seedSermons, wipeSermonLibrary } from '../../../tests/helpers/sermon-library.ts'
import { isLibraryComplete, libraryPage, libraryPaths, seriesPage, sermonPage } from './read.ts'

const CHANNEL = 'UCreadtestchannel000000'
let library: SeededLibrary

beforeAll(async () => {
  await wipeSermonLibrary(sql())
  library = await seedSermons(sql(), 50, { channelId: CHANNEL, complete: false })
})

describe('the library', () => {
  it('lists visible sermons newest first, 20 a page, with the count of all', async () => {
    const first = await libraryPage({})
    expect(first.total).toBe(library.visible.length)
    expect(first.pages).toBe(Math.ceil(library.visible.length / LIBRARY_PAGE_SIZE))
    expect(first.sermons.map((sermon) => sermon.slug)).toEqual(library.visible.slice(0, LIBRARY_PAGE_SIZE).map((sermon) => sermon.slug))
    const last = await libraryPage({ page: first.pages })
    expect(last.sermons.map((sermon) => sermon.slug)).toEqual(library.visible.slice((first.pages - 1) * LIBRARY_PAGE_SIZE).map((sermon) => sermon.slug))
    expect((await libraryPage({ page: first.pages + 1 })).sermons).toEqual([])
  })

  it('shows only confirmed speakers and passages, never suggestions, and "none" as nothing', async () => {
    const { sermons } = await libraryPage({})
    expect(JSON.stringify(sermons)).not.toContain(SUGGESTED_SPEAKER)
    expect(JSON.stringify(sermons)).not.toContain(SUGGESTED_PASSAGE)
    const seeded = new Map(library.sermons.map((sermon) => [sermon.slug, sermon]))
    for (const sermon of sermons) {
      expect(sermon.speaker).toBe(seeded.get(sermon.slug)!.speaker || null)
      expect(sermon.passage).toBe(seeded.get(sermon.slug)!.passage || null)
    }
  })

  it('filters by series, speaker and book, and offers them: books in the Bible’s order', async () => {
    const page = await libraryPage({ speaker: 'Ruth Adeyemi' })
    expect(page.filters.books).toEqual(['Genesis', 'Psalms', 'John'])
    expect(page.filters.speakers).toEqual(['Dave Morgan', 'Ruth Adeyemi', 'Sam Patel'])
    expect(page.filters.series.map((series) => series.slug)).toEqual(library.series.map((series) => series.slug).sort())
    expect(page.total).toBe(library.visible.filter((sermon) => sermon.speaker === 'Ruth Adeyemi').length)
    expect(page.sermons.every((sermon) => sermon.speaker === 'Ruth Adeyemi')).toBe(true)
    const byBook = await libraryPage({ book: 'John' })
    expect(byBook.total).toBe(library.visible.filter((sermon) => sermon.book === 'John').length)
    const series = library.series[1]!
    const bySeries = await libraryPage({ series: series.slug })
    const visibleIds = new Set(library.visible.map((sermon) => sermon.videoId))
    expect(bySeries.total).toBe(series.videoIds.filter((id) => visibleIds.has(id)).length)
    expect(bySeries.sermons.every((sermon) => sermon.series?.slug === series.slug)).toBe(true)
    expect((await libraryPage({ series: 'no-such-series' })).total).toBe(0)
  })

  it('searches titles, passages and descriptions in English, best matches first', async () => {
    const shepherd = await libraryPage({ q: 'shepherds' })
    const expected = library.visible.filter((sermon) => /shepherd/i.test(sermon.title))
    expect(shepherd.total).toBe(expected.length)
    expect(shepherd.sermons[0]!.title).toMatch(/Shepherd/)
    const passage = await libraryPage({ q: 'psalm' })
    expect(passage.total).toBe(library.visible.filter((sermon) => sermon.passage === 'Psalm 23').length)
    expect((await libraryPage({ q: '"prodigal son" -storm' })).total).toBe(library.visible.filter((sermon) => /Prodigal/.test(sermon.title)).length)
    expect((await libraryPage({ q: 'the' })).total).toBe(0)
    expect((await libraryPage({ q: "');:*<>& | !" })).total).toBe(0)
  })

  it('says whether the whole channel is in', async () => {
    expect(await isLibraryComplete(sql(), CHANNEL)).toBe(false)
    expect(await isLibraryComplete(sql(), 'UCanotherchannel0000000')).toBe(false)
    await sql()`update sermon_library_state set complete = true where channel_id = ${CHANNEL}`
    expect(await isLibraryComplete(sql(), CHANNEL)).toBe(true)
  })
})

describe('a series', () => {
  it('lists its visible sermons in the playlist’s order, and is undefined when unknown', async () => {
    const series = library.series[0]!
    const page = await seriesPage(series.slug)
    const hidden = new Set(library.sermons.filter((sermon) => sermon.hidden).map((sermon) => sermon.videoId))
    expect(page?.title).toBe(series.title)
    expect(page?.sermons.map((sermon) => sermon.videoId)).toEqual(series.videoIds.filter((id) => !hidden.has(id)))
    expect(await seriesPage('no-such-series')).toBeUndefined()
  })
})

describe('a sermon', () => {
  it('is found by its slug with its series and its neighbours in the library; a hidden one is not', async () => {
    const [newer, sermon, older] = library.visible.slice(3, 6)
    const page = await sermonPage(sermon!.slug)
    expect(page).toMatchObject({ videoId: sermon!.videoId, title: sermon!.title, description: sermon!.description })
    expect(page?.newer?.slug).toBe(newer!.slug)
    expect(page?.older?.slug).toBe(older!.slug)
    expect(page?.series.map((series) => series.slug)).toEqual(
      library.series.filter((series) => series.videoIds.includes(sermon!.videoId)).map((series) => series.slug),
    )
    expect((await sermonPage(library.visible[0]!.slug))?.newer).toBeNull()
    expect((await sermonPage(library.visible[0]!.slug))?.audio).toMatchObject({ url: expect.stringMatching(/^https:/) })
    expect(await sermonPage(library.sermons.find((one) => one.hidden)!.slug)).toBeUndefined()
    expect(await sermonPage('no-such-sermon')).toBeUndefined()
  })
})

describe('the sitemap', () => {
  it('lists every series and every visible sermon', async () => {
    const paths = await libraryPaths()
    expect(paths).toHaveLength(library.series.length + library.visible.length)
    expect(paths).toContain(`/sermons/series/${library.series[0]!.slug}`)
    expect(paths).toContain(`/sermons/${library.visible.at(-1)!.slug}`)
    expect(paths).not.toContain(`/sermons/${library.sermons.find((one) => one.hidden)!.slug}`)
  })
})

describe('podcast audio', () => {
  it('is offered only from a secure address, its episode linked only by a web address', async () => {
    const newest = library.visible[0]!
    await sql()`update sermons set audio_episode_url = 'javascript:alert(1)' where video_id = ${newest.videoId}`
    expect((await sermonPage(newest.slug))?.audio).toMatchObject({ episodeUrl: null })
    await sql()`update sermons set audio_url = 'http://podcast.example.org/a.mp3' where video_id = ${newest.videoId}`
    expect((await sermonPage(newest.slug))?.audio).toBeNull()
  })
})
