import { createFileRoute, Link } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { when } from '~/lib/hydration/when'
import { ArtCard } from '~/components/sections/ArtCard'
import { ButtonLink, textLinkClass } from '~/components/sections/links'
import { PageHero } from '~/components/sections/PageHero'
import { Section } from '~/components/sections/Section'
import { useFacts, usePageIntro } from '~/lib/content/use-content'
import { pageHead } from '~/lib/seo/seo'
import { routeContent } from '~/server-fns/content'

export const Route = createFileRoute('/im-new')({
  loader: async ({ location }) => ({ content: await routeContent([], location, 'imNew') }),
  head: ({ matches }) =>
    pageHead(
      {
        title: "I'm New",
        description:
          "New to church, or new to us? Find out who we are, what a Sunday is like and the easiest next steps to get to know our friendly church family in St Paul's Cray.",
        path: '/im-new',
      },
      matches,
    ),
  component: ImNewPage,
})

const nextSteps = [
  {
    title: 'Come on a Sunday',
    text: 'Join us at {service time}. Someone from our Welcome Team will say hello, show you around and save you a seat if you like.',
    image: '/images/cta/sunday.svg',
    to: '/sundays',
    label: 'Plan your Sunday visit',
  },
  {
    title: 'Try something midweek',
    text: 'Warm Space, Come ’n Chat, prayer on Zoom, the cinema club: there is plenty going on through the week, and all of it is free.',
    image: '/images/cards/chat.svg',
    to: '/whats-on-when',
    label: 'See What’s On When',
  },
  {
    title: 'Mark your diary',
    text: 'Special services, family events, community days and the Christmas grotto: find the key dates for the months ahead.',
    image: '/images/cards/calendar.svg',
    to: '/whats-on-when',
    label: 'Find key dates',
  },
] as const

function ImNewPage() {
  return (
    <Hydrate when={when.static}>
      <ImNewContent />
    </Hydrate>
  )
}

function ImNewContent() {
  const fill = useFacts()
  const imNew = usePageIntro('imNew')
  return (
    <>
      <PageHero eyebrow={imNew.eyebrow} title="I'm New" intro={fill(imNew.intro)} />

      <Section id="welcome" title="A warm welcome" width="narrow">
        <div className="space-y-4 text-lg leading-relaxed text-ink-700">
          <p>
            Walking into a new church can feel daunting. Please don’t worry: you don’t need to know the songs, the words or anybody’s name. You can sit at the
            back, join in as much or as little as you like, and slip away whenever you need to.
          </p>
          <p>We are imperfect people following Jesus, so you will fit right in. Come as you are, with your questions, your doubts and your story.</p>
        </div>
      </Section>

      <Section id="who-we-are" tone="tint" title="Who We Are" width="narrow">
        <div className="space-y-4 text-lg leading-relaxed text-ink-700">
          <p>
            We are an independent, non-denominational community church and a registered charity in St Paul’s Cray, Kent. Our family is young and old, from many
            nations and walks of life, held together by Jesus.
          </p>
          <p>
            Read more about{' '}
            <Link to="/church-life" className={textLinkClass}>
              church life
            </Link>{' '}
            through the week, or join in from home with our{' '}
            <Link to="/online" className={textLinkClass}>
              online life
            </Link>
            .
          </p>
        </div>
      </Section>

      <Section id="next-steps" title="Your next steps">
        <ul className="grid gap-6 md:grid-cols-3">
          {nextSteps.map((step) => (
            <ArtCard key={step.title} image={step.image} title={step.title} actions={<ButtonLink to={step.to}>{step.label}</ButtonLink>}>
              {fill(step.text)}
            </ArtCard>
          ))}
        </ul>
      </Section>

      <Section
        id="get-in-touch"
        tone="wine"
        title="We’d love to hear from you"
        intro="Got a question, a prayer request or just want to say hello before you visit? Send us a message, or leave your details and we will keep in touch."
      >
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/contact" variant="gold">
            Contact us
          </ButtonLink>
          <ButtonLink to="/stayintouch" variant="light">
            Stay in touch
          </ButtonLink>
        </div>
      </Section>
    </>
  )
}
