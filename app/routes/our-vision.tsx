import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { YouTubeFacade } from '~/components/embeds/YouTubeFacade'
import { ButtonLink } from '~/components/sections/links'
import { PageHero } from '~/components/sections/PageHero'
import { Section } from '~/components/sections/Section'
import type { Vision } from '~/content/documents/vision'
import { countWord } from '~/lib/content/count-word'
import { findContent } from '~/lib/content/loaded-content'
import { splitParagraphs } from '~/content/fields/paragraphs'
import { useContent, useFacts, usePageIntro } from '~/lib/content/use-content'
import { pageHead } from '~/lib/seo/seo'
import { routeContent } from '~/server-fns/content'
import { when } from '~/lib/hydration/when'

export const Route = createFileRoute('/our-vision')({
  loader: async ({ location }) => ({ content: await routeContent(['vision', 'home'], location, 'ourVision') }),
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Our Vision',
        description: visionDescription(findContent(matches, 'vision')),
        path: '/our-vision',
      },
      matches,
    ),
  component: OurVisionPage,
})

function visionDescription(vision: Vision | undefined): string {
  const count = (list: readonly unknown[] | undefined) => countWord(list?.length ?? 0)
  return `Our story, our vision and what we believe: the ${count(vision?.visionLines)} lines of our vision, the scriptures behind it, our ${count(vision?.missionAreas)} mission areas and our ${count(vision?.faithStatements)} statements of faith.`
}

function OurVisionPage() {
  return (
    <>
      <Hydrate when={when.static}>
        <OurVisionIntro />
      </Hydrate>
      <Hydrate when={when.touched}>
        <OurVisionVideo />
      </Hydrate>
      <Hydrate when={when.static}>
        <OurVisionDetails />
      </Hydrate>
    </>
  )
}

function OurVisionIntro() {
  const fill = useFacts()
  const ourVision = usePageIntro('ourVision')
  return <PageHero eyebrow={ourVision.eyebrow} title="Our Vision" intro={fill(ourVision.intro)} />
}

function OurVisionVideo() {
  const visionVideo = useContent('vision').videos.vision
  return (
    <Section id="animation" title="Our vision in a few minutes" width="narrow">
      <YouTubeFacade videoId={visionVideo.youtubeId} title={visionVideo.title} aspect="16/9" />
    </Section>
  )
}

function OurVisionDetails() {
  const { ourStory } = useContent('home')
  const { visionLines, scriptures, missionAreas, faithStatements } = useContent('vision')
  return (
    <>
      <Section id="our-story" tone="tint" title="Our Story" width="narrow">
        <div className="space-y-4 text-lg leading-relaxed text-ink-700">
          {splitParagraphs(ourStory).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="vision" tone="wine" title="Our vision" width="narrow">
        <ul className="space-y-4">
          {visionLines.map((line) => (
            <li key={line} className="border-l-4 border-gold-400 pl-4 font-serif text-2xl leading-snug text-white sm:text-3xl">
              {line}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="scriptures" title="Rooted in scripture">
        <ul className="grid gap-6 sm:grid-cols-2">
          {scriptures.map((scripture) => (
            <li key={scripture.reference} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
              <figure>
                <blockquote className="font-serif text-xl leading-relaxed text-ink-900 italic">
                  <p>“{scripture.text}”</p>
                </blockquote>
                <figcaption className="mt-3 font-semibold text-wine-700">{scripture.reference}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="mission" tone="tint" title="Our mission">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {missionAreas.map((area) => (
            <li key={area.title} className="rounded-2xl border-t-4 border-wine-700 bg-white p-6 shadow-sm">
              <h3 className="font-serif text-2xl font-bold text-wine-900">{area.title}</h3>
              <p className="mt-3 leading-relaxed text-ink-700">{area.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="what-we-believe" title="What we believe" width="narrow">
        <ol className="space-y-4" data-testid="faith-statements">
          {faithStatements.map((statement, index) => (
            <li key={statement} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-cream-200">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-wine-700 font-serif text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <p className="text-lg leading-relaxed text-ink-700">{statement}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink to="/our-people">Meet our people</ButtonLink>
          <ButtonLink to="/sundays" variant="secondary">
            Join us on Sunday
          </ButtonLink>
        </div>
      </Section>
    </>
  )
}
