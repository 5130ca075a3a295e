import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { YouTubeFacade } from '~/components/embeds/YouTubeFacade'
import { ButtonLink } from '~/components/sections/links'
import { PageHero } from '~/components/sections/PageHero'
import { Section } from '~/components/sections/Section'
import { useContent, useFacts, usePageIntro } from '~/lib/content/use-content'
import { pageHead } from '~/lib/seo/seo'
import { routeContent } from '~/server-fns/content'
import { when } from '~/lib/hydration/when'

export const Route = createFileRoute('/jesus')({
  loader: async ({ location }) => ({ content: await routeContent(['vision'], location, 'jesus') }),
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Jesus',
        description:
          'Who is Jesus? Watch a short video and explore who Jesus is, what he did and why it matters today. Questions are welcome: come on a Sunday or get in touch.',
        path: '/jesus',
      },
      matches,
    ),
  component: JesusPage,
})

const questions = [
  {
    title: 'A real person in history',
    text: 'Jesus was born in Bethlehem around two thousand years ago and grew up in Nazareth. Historians of every belief agree that he lived, taught and was crucified under Pontius Pilate.',
  },
  {
    title: 'More than a good teacher',
    text: 'Jesus healed the sick, welcomed outsiders and taught with an authority that amazed people. He claimed to be God’s Son, come to show us what God is like.',
  },
  {
    title: 'He died and rose again',
    text: 'On the cross Jesus took the weight of everything we have done wrong. Three days later he rose from the dead, and the Bible records that hundreds of people saw him alive.',
  },
  {
    title: 'He invites you',
    text: 'Jesus still says, “Come to me, all you who are weary and burdened, and I will give you rest.” You don’t have to be perfect, just willing to take a step.',
  },
] as const

function JesusPage() {
  return (
    <>
      <Hydrate when={when.static}>
        <JesusIntro />
      </Hydrate>
      <Hydrate when={when.touched}>
        <JesusVideo />
      </Hydrate>
      <Hydrate when={when.static}>
        <JesusDetails />
      </Hydrate>
    </>
  )
}

function JesusIntro() {
  const fill = useFacts()
  const jesus = usePageIntro('jesus')
  return <PageHero eyebrow={jesus.eyebrow} title="Who is Jesus?" intro={fill(jesus.intro)} />
}

function JesusVideo() {
  const jesusVideo = useContent('vision').videos.jesus
  return (
    <Section id="watch" title="Watch: who is Jesus?" width="narrow" intro="A short animated introduction to the life of Jesus, as told in the Gospel of Mark.">
      <YouTubeFacade videoId={jesusVideo.youtubeId} title={jesusVideo.title} aspect="16/9" />
    </Section>
  )
}

function JesusDetails() {
  const fill = useFacts()
  return (
    <>
      <Section id="about-jesus" tone="tint" title="Jesus in four truths">
        <ol className="grid gap-6 sm:grid-cols-2">
          {questions.map((item, index) => (
            <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
              <span aria-hidden="true" className="font-serif text-4xl font-bold text-gold-700">
                {index + 1}
              </span>
              <h3 className="mt-2 font-serif text-2xl font-bold text-wine-900">{item.title}</h3>
              <p className="mt-3 text-lg leading-relaxed text-ink-700">{item.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="explore"
        tone="wine"
        width="narrow"
        title="Want to find out more?"
        intro={fill('The best way to explore is together. Come along on a Sunday at {service time}, or send us your questions: there are no silly ones.')}
      >
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/sundays" variant="gold">
            Join us on Sunday
          </ButtonLink>
          <ButtonLink to="/contact" variant="light">
            Ask a question
          </ButtonLink>
        </div>
      </Section>
    </>
  )
}
