import { youtubeSourceFromEnv, type YouTubeSource } from '../config.ts'
import { YouTubeError } from '../feed.ts'
import { checkPodcast } from './podcast.ts'
import { claimLibraryLease, recordCheckEnd, releaseLibraryLease } from './state.ts'
import { importFromApi, importFromFeed } from './youtube-check.ts'
import { countedApi } from './youtube-lists.ts'

/** How a check of the sermon library went, as POST /api/admin/sermon-library/check answers it. */
export type LibraryCheckOutcome = { outcome: 'checked' | 'busy' | 'failed' | 'no-channel'; message: string }

/**
 * One check of the sermon library of the configured channel, if no other instance is at it: the
 * channel's new sermons (or the first import, or what is left of it), its series, and the podcast.
 * A failure leaves the library as it was, is recorded in its state and logged once. Never rejects
 * for YouTube's or the podcast's sake.
 */
export async function checkSermonLibrary(source: YouTubeSource | undefined = youtubeSourceFromEnv()): Promise<LibraryCheckOutcome> {
  if (!source) return { outcome: 'no-channel', message: 'No YouTube channel is set (YOUTUBE_CHANNEL_ID), so there is no library to check.' }
  const state = await claimLibraryLease(source.channelId)
  if (!state) return { outcome: 'busy', message: 'A check of the sermon library is already under way.' }
  try {
    const api = source.apiKey ? countedApi({ ...source, apiKey: source.apiKey }) : undefined
    let youtube: LibraryCheckOutcome
    try {
      const { message } = api ? await importFromApi(api, source, state) : await importFromFeed(source)
      await recordCheckEnd(source.channelId, api?.calls() ?? 0, null)
      if (state.last_error) console.log(`The sermon library of ${source.channelId} is checked again after a failure`)
      youtube = { outcome: 'checked', message }
    } catch (error) {
      const quota = error instanceof YouTubeError && error.reason === 'quotaExceeded'
      const message = `${quota ? 'YouTube’s daily quota is spent' : 'YouTube could not be read'}: ${error instanceof Error ? error.message : String(error)}. The library is as it was${state.complete ? '' : '; the import goes on from where it stopped next time'}.`
      await recordCheckEnd(source.channelId, api?.calls() ?? 0, { message, quota })
      if (!state.last_error) console.error(`Checking the sermon library of ${source.channelId} failed: ${message}`)
      youtube = { outcome: 'failed', message }
    }
    const podcast = await checkPodcast(source.channelId, state)
    return podcast ? { ...youtube, message: `${youtube.message} ${podcast}` } : youtube
  } finally {
    await releaseLibraryLease(source.channelId)
  }
}
