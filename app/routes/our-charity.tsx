import { createFileRoute, Link } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { Icon } from '~/components/sections/Icon'
import { ButtonLink, ExternalButton, ExternalLink, textLinkClass } from '~/components/sections/links'
import { PageHero } from '~/components/sections/PageHero'
import { Section } from '~/components/sections/Section'
import { addressLines } from '~/lib/content/address'
import { useContent, useFacts, usePageIntro } from '~/lib/content/use-content'
import { when } from '~/lib/hydration/when'
import { pageHead } from '~/lib/seo/seo'
import { routeContent } from '~/server-fns/content'

export const Route = createFileRoute('/our-charity')({
  loader: async ({ location }) => ({ content: await routeContent([], location, 'ourCharity') }),
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Our Charity',
        description:
          'Our church is a registered charity in England and Wales. Find our charity registration number, our entry on the Charity Commission register and who governs us.',
        path: '/our-charity',
      },
      matches,
    ),
  component: OurCharityPage,
})

function OurCharityPage() {
  return (
    <Hydrate when={when.static}>
      <OurCharityContent />
    </Hydrate>
  )
}

function OurCharityContent() {
  const fill = useFacts()
  const ourCharity = usePageIntro('ourCharity')
  const church = useContent('church')
  const { charity } = church
  return (
    <>
      <PageHero eyebrow={ourCharity.eyebrow} title="Our Charity" intro={fill(ourCharity.intro)} />

      <Section id="charity-status" title="Charity status" width="narrow">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-cream-200 sm:p-8">
          <dl className="grid gap-6 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-bold uppercase tracking-wide text-ink-700">Registered name</dt>
              <dd className="mt-1 font-serif text-2xl font-bold text-wine-900">{charity.registeredName}</dd>
            </div>
            <div>
              <dt className="text-sm font-bold uppercase tracking-wide text-ink-700">Registered charity number</dt>
              <dd className="mt-1 font-serif text-2xl font-bold text-wine-900" data-testid="charity-number">
                {charity.number}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-bold uppercase tracking-wide text-ink-700">Regulator</dt>
              <dd className="mt-1 text-lg text-ink-900">{charity.regulator}</dd>
            </div>
            <div>
              <dt className="text-sm font-bold uppercase tracking-wide text-ink-700">Registered address</dt>
              <dd className="mt-1 text-lg text-ink-900">{addressLines(church).join(', ')}</dd>
            </div>
          </dl>
          <div className="mt-8 flex flex-wrap gap-3">
            <ExternalButton href={charity.registerEntry}>
              <Icon name="shield" />
              View us on the charity register
            </ExternalButton>
            <ExternalLink href={charity.regulatorWebsite} className={`${textLinkClass} inline-flex min-h-11 items-center`}>
              About the Charity Commission
            </ExternalLink>
          </div>
        </div>
      </Section>

      <Section id="governance" tone="tint" title="How we are run" width="narrow">
        <div className="space-y-4 text-lg leading-relaxed text-ink-700">
          <p>
            The charity is governed by its{' '}
            <Link to="/our-people" hash="trustees" hashScrollIntoView={false} className={textLinkClass}>
              trustees
            </Link>
            , who are responsible in law for its finances, its safeguarding and the way it is run. They meet regularly and publish annual accounts with the
            Charity Commission.
          </p>
          <p>
            The day-to-day life of the church is led by our pastor and the{' '}
            <Link to="/our-people" hash="leadership-team" hashScrollIntoView={false} className={textLinkClass}>
              leadership team
            </Link>
            , who report to the trustees.
          </p>
          <p>{charity.trusteeApproval}</p>
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/our-people" hash="trustees">
            Meet our trustees
          </ButtonLink>
          <ButtonLink to="/our-people" hash="leadership-team" variant="secondary">
            Meet the leadership team
          </ButtonLink>
        </div>
      </Section>

      <Section
        id="support"
        width="narrow"
        title="Supporting the charity"
        intro="If you would like to support our work, there are several simple ways to give, including Gift Aid for UK taxpayers."
      >
        <ButtonLink to="/ways-to-give">Ways to give</ButtonLink>
      </Section>
    </>
  )
}
