import { useContent } from '~/lib/content/use-content'
import { HomeHeroArt } from '~/components/sections/HeroArt'

/** Section 1: the welcome over a sunrise drawn inline. A dark wash keeps the text at AA contrast over every part of it. */
export function HomeHero() {
  const church = useContent('church')
  return (
    <div className="relative isolate flex min-h-[30rem] items-center overflow-hidden bg-wine-900 sm:min-h-[36rem]">
      <HomeHeroArt />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-wine-900/95 via-wine-900/75 to-wine-900/10 max-md:bg-wine-900/70" />
      <div className="mx-auto w-full max-w-6xl px-4 pt-16 pb-32 sm:pb-36">
        <h1 className="max-w-2xl font-serif font-bold text-white">
          <span className="block text-2xl font-semibold text-gold-300 sm:text-3xl">Welcome to</span>{' '}
          <span className="mt-2 block text-5xl leading-tight sm:text-6xl">{church.name}</span>
        </h1>
        <p className="mt-6 max-w-xl text-xl leading-relaxed text-cream-100 sm:text-2xl">{church.tagline}</p>
      </div>
    </div>
  )
}
