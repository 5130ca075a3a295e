import type { ReactNode } from 'react'
import { CardArt } from './CardArt'

type FeatureRowProps = { id: string; image: string; eyebrow?: string; title: string; children: ReactNode; actions?: ReactNode; flip?: boolean }

/** A picture-and-text band; alternate rows flip sides on wide screens. */
export function FeatureRow({ id, image, eyebrow, title, children, actions, flip = false }: FeatureRowProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="reveal grid items-center gap-8 md:grid-cols-2 md:gap-12">
      <div className={`overflow-hidden rounded-3xl shadow-md ${flip ? 'md:order-2' : ''}`}>
        <CardArt src={image} />
      </div>
      <div>
        {eyebrow ? <p className="text-sm font-bold uppercase tracking-widest text-gold-700">{eyebrow}</p> : null}
        <h2 id={`${id}-title`} className="mt-1 font-serif text-3xl font-bold text-wine-900">
          {title}
        </h2>
        <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-700">{children}</div>
        {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </section>
  )
}
