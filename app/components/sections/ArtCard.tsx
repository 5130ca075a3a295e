import type { ReactNode } from 'react'
import { CardArt } from './CardArt'

type ArtCardProps = {
  image?: string
  /** A photo to show instead of the artwork. */
  photo?: ReactNode
  title: ReactNode
  /** A short line under the title: when, where, who. */
  meta?: ReactNode
  children?: ReactNode
  actions?: ReactNode
  as?: 'li' | 'div' | 'article'
}

/** A card with optional artwork or a photo on top, a titled body and actions kept at the bottom. */
export function ArtCard({ image, photo, title, meta, children, actions, as: Tag = 'li' }: ArtCardProps) {
  return (
    <Tag className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-cream-200">
      {photo ?? (image ? <CardArt src={image} /> : null)}
      <div className="flex flex-1 flex-col p-6">
        <h3 className="font-serif text-2xl font-bold text-wine-900">{title}</h3>
        {meta ? <div className="mt-1 font-semibold text-gold-700">{meta}</div> : null}
        {children ? <div className="mt-3 flex-1 space-y-3 leading-relaxed text-ink-700">{children}</div> : <div className="flex-1" />}
        {actions ? <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">{actions}</div> : null}
      </div>
    </Tag>
  )
}
