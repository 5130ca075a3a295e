import { splitParagraphs } from '~/content/fields/paragraphs'
import { useContent } from '~/lib/content/use-content'
import { CardArt } from '~/components/sections/CardArt'
import { ButtonLink } from '~/components/sections/links'

/** Section 4: a short history, leading on to the vision page. */
export function OurStorySection() {
  const { ourStory } = useContent('home')
  return (
    <section id="our-story" aria-labelledby="our-story-title" className="reveal bg-cream-100 py-14 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:grid-cols-5">
        <div className="overflow-hidden rounded-3xl shadow-md md:col-span-2">
          <CardArt src="/images/cards/church.svg" />
        </div>
        <div className="md:col-span-3">
          <p className="text-sm font-bold uppercase tracking-widest text-gold-700">Who we are</p>
          <h2 id="our-story-title" className="mt-1 font-serif text-3xl font-bold text-wine-900 sm:text-4xl">
            Our Story
          </h2>
          {splitParagraphs(ourStory).map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-700">
              {paragraph}
            </p>
          ))}
          <div className="mt-8">
            <ButtonLink to="/our-vision">Learn More About Us</ButtonLink>
          </div>
        </div>
      </div>
    </section>
  )
}
