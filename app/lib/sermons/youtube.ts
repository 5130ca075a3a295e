/** YouTube addresses shared by the browser and the server. Imported by server code too: keep it free of imports. */

/** A YouTube video id: 11 characters of URL-safe base64. */
export const VIDEO_ID_PATTERN = /^[\w-]{11}$/

/** Thumbnail sizes as the Data API names them, and the image file YouTube serves for each. */
export const THUMBNAIL_FILES = {
  default: 'default.jpg',
  medium: 'mqdefault.jpg',
  high: 'hqdefault.jpg',
  standard: 'sddefault.jpg',
  maxres: 'maxresdefault.jpg',
} as const

export type ThumbnailSize = keyof typeof THUMBNAIL_FILES

export function isThumbnailSize(value: string): value is ThumbnailSize {
  return Object.hasOwn(THUMBNAIL_FILES, value)
}

/** A video's thumbnail, served through our own origin so that no visitor request reaches YouTube before a click. */
export function thumbnailPath(videoId: string, size: ThumbnailSize = 'high'): string {
  return `/api/sermon-thumbnails/${encodeURIComponent(videoId)}/${size}`
}

export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
}

/** The privacy-enhanced player, started at once because the visitor has just asked for it. */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`
}
