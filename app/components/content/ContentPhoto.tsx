import type { Photo } from '~/content/fields/fields'
import { type PhotoFormat, photoUrl, photoWidths } from '~/lib/content/photo-files'

type ContentPhotoProps = {
  photo: Photo
  /** How wide the photo is shown, as the `sizes` attribute says it: "(min-width: 768px) 50vw, 100vw". */
  sizes: string
  className?: string
}

/**
 * An uploaded photo as a `<picture>`: AVIF, then WebP, then JPEG, each in the widths kept for it,
 * with its width, height and description, loaded lazily. Plain HTML: it needs no JavaScript.
 */
export function ContentPhoto({ photo, sizes, className }: ContentPhotoProps) {
  const widths = photoWidths(photo.width)
  const srcSet = (format: PhotoFormat) => widths.map((width) => `${photoUrl(photo.id, width, format)} ${width}w`).join(', ')
  const largest = widths.at(-1) ?? photo.width
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={photoUrl(photo.id, largest, 'jpg')}
        srcSet={srcSet('jpg')}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  )
}
