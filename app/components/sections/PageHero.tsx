import type { ReactNode } from 'react'
import { InnerHeroArt } from './HeroArt'

type PageHeroProps = { eyebrow?: string; title: ReactNode; intro?: ReactNode; children?: ReactNode }

/** The top band of an inner page, holding its one h1. The artwork is decorative and sized by CSS, so nothing shifts. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <div className="relative isolate overflow-hidden bg-gradient-to-br from-wine-900 via-wine-800 to-wine-700 text-cream-100">
      <InnerHeroArt />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        {eyebrow ? <p className="text-sm font-bold uppercase tracking-widest text-gold-300">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl font-serif text-4xl font-bold text-white sm:text-5xl">{title}</h1>
        {intro ? <div className="mt-5 max-w-2xl text-lg leading-relaxed text-cream-100 sm:text-xl">{intro}</div> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </div>
  )
}
