/** The widths a photo is kept in, narrowest first; a photo has each one up to its own width. */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const

/** The formats each width is kept in: AVIF and WebP for browsers that take them, JPEG for the rest. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const
export type PhotoFormat = (typeof PHOTO_FORMATS)[number]

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }

/** The kept widths of a photo `width` pixels wide: never wider than the photo itself. */
export function photoWidths(width: number): number[] {
  return PHOTO_WIDTHS.filter((kept) => kept <= width)
}

/** Where one width of a photo is served, in one format. */
export function photoUrl(id: string, width: number, format: PhotoFormat): string {
  return `/api/photos/${id}/${width}.${format}`
}
