import type { ReactNode } from 'react'

type SectionTone = 'plain' | 'tint' | 'wine'

const toneClass: Record<SectionTone, string> = {
  plain: 'bg-cream-50',
  tint: 'bg-cream-100',
  wine: 'bg-wine-900 text-cream-100',
}

type SectionProps = {
  /** Used for the section's id (an anchor) and its heading's id. */
  id: string
  title: ReactNode
  eyebrow?: string
  intro?: ReactNode
  tone?: SectionTone
  /** Narrow sections suit running text; wide ones suit card grids. */
  width?: 'narrow' | 'wide'
  children?: ReactNode
}

/** A page section with an h2, labelled by its heading, that animates in on scroll (CSS only). */
export function Section({ id, title, eyebrow, intro, tone = 'plain', width = 'wide', children }: SectionProps) {
  const headingId = `${id}-title`
  const onWine = tone === 'wine'
  return (
    <section id={id} aria-labelledby={headingId} className={`reveal py-14 sm:py-20 ${toneClass[tone]}`}>
      <div className={`mx-auto px-4 ${width === 'narrow' ? 'max-w-3xl' : 'max-w-6xl'}`}>
        {eyebrow ? <p className={`text-sm font-bold uppercase tracking-widest ${onWine ? 'text-gold-300' : 'text-gold-700'}`}>{eyebrow}</p> : null}
        <h2 id={headingId} className={`mt-1 font-serif text-3xl font-bold sm:text-4xl ${onWine ? 'text-white' : 'text-wine-900'}`}>
          {title}
        </h2>
        {intro ? <div className={`mt-4 max-w-3xl text-lg leading-relaxed ${onWine ? 'text-cream-100' : 'text-ink-700'}`}>{intro}</div> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  )
}
