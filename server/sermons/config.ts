import { env } from '../env.ts'

/** Where the church's videos come from: the channel, and the API key when there is one. */
export type YouTubeSource = {
  channelId: string
  apiKey?: string
  apiBaseUrl: string
  feedBaseUrl: string
}

/** The configured channel, or undefined when YOUTUBE_CHANNEL_ID is unset (the sermon sections are then empty). */
export function youtubeSourceFromEnv(): YouTubeSource | undefined {
  const config = env()
  if (!config.YOUTUBE_CHANNEL_ID) return undefined
  return {
    channelId: config.YOUTUBE_CHANNEL_ID,
    apiKey: config.YOUTUBE_API_KEY,
    apiBaseUrl: config.YOUTUBE_API_BASE_URL,
    feedBaseUrl: config.YOUTUBE_FEED_BASE_URL,
  }
}

/** Joins a base URL (with or without a trailing slash) and a path. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}
