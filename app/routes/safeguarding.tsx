import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { EmergencyCallout } from '~/components/pages/safeguarding/EmergencyCallout'
import { ExternalContacts } from '~/components/pages/safeguarding/ExternalContacts'
import { SafeguardingTeam } from '~/components/pages/safeguarding/SafeguardingTeam'
import { SafeguardingPolicyDownload } from '~/components/policies/SafeguardingPolicyDownload'
import { CheckList } from '~/components/sections/CheckList'
import { Icon } from '~/components/sections/Icon'
import { PageHero } from '~/components/sections/PageHero'
import { Paragraphs } from '~/components/sections/Paragraphs'
import { Section } from '~/components/sections/Section'
import { useContent, useFacts, usePageIntro } from '~/lib/content/use-content'
import type { PublicPolicyFile } from '~/lib/policies/policy-types'
import { pageHead } from '~/lib/seo/seo'
import { when } from '~/lib/hydration/when'
import { routeContent } from '~/server-fns/content'
import { loadPolicyFiles } from '~/server-fns/policies'

const loadFiles = loadPolicyFiles(['safeguarding'])

export const Route = createFileRoute('/safeguarding')({
  loader: async ({ location }) => {
    const [files, content] = await Promise.all([loadFiles(), routeContent(['safeguarding'], location, 'safeguarding')])
    return { file: files.safeguarding ?? null, content }
  },
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Safeguarding',
        description:
          'Keeping everyone safe at our church: how to raise a concern, our safeguarding team and how to contact them, our commitments, our policy and where else to get help.',
        path: '/safeguarding',
      },
      matches,
    ),
  component: SafeguardingPage,
})

function SafeguardingPage() {
  const { file } = Route.useLoaderData()
  return (
    <>
      <Hydrate when={when.static}>
        <SafeguardingIntro />
      </Hydrate>
      <Hydrate when={when.touched}>
        <SafeguardingPolicy file={file} />
      </Hydrate>
      <Hydrate when={when.static}>
        <SafeguardingContacts />
      </Hydrate>
    </>
  )
}

function SafeguardingIntro() {
  const fill = useFacts()
  const safeguarding = usePageIntro('safeguarding')
  const { commitmentStatement, concernSteps, commitments } = useContent('safeguarding')
  return (
    <>
      <PageHero eyebrow={safeguarding.eyebrow} title="Safeguarding" intro={fill(safeguarding.intro)} />
      <EmergencyCallout />

      <Section id="our-commitment" title="Our commitment" width="narrow">
        <div className="space-y-4 text-lg leading-relaxed text-ink-700">
          <Paragraphs text={commitmentStatement} links />
        </div>
      </Section>

      <Section id="raise-a-concern" tone="tint" title="How to raise a concern" width="narrow">
        <p className="text-lg leading-relaxed text-ink-700">
          If you are worried about a child or an adult, or someone tells you they are being harmed, please don’t keep it to yourself. You don’t need to be
          certain: it is always right to share a concern.
        </p>
        <ol className="mt-6 list-decimal space-y-3 pl-6 text-lg leading-relaxed text-ink-700 marker:font-bold marker:text-wine-700">
          {concernSteps.map((step) => (
            <li key={step}>{fill(step)}</li>
          ))}
        </ol>
        <div className="mt-8 flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
          <Icon name="form" className="mt-1 h-7 w-7 text-wine-700" />
          <div>
            <h3 className="font-serif text-xl font-bold text-wine-900">Cause for Concern form</h3>
            <p className="mt-1 text-lg leading-relaxed text-ink-700">
              A Cause for Concern form is available in the church foyer. Fill it in as soon as you can and hand it, in a sealed envelope, to a member of the
              safeguarding team.
            </p>
          </div>
        </div>
      </Section>

      <Section id="safeguarding-team" title="Our safeguarding team" intro="Speak to any of us in confidence, on a Sunday or at any time.">
        <SafeguardingTeam />
      </Section>

      <Section id="commitments" tone="tint" title="What we promise" width="narrow">
        <CheckList items={commitments.map(fill)} />
      </Section>
    </>
  )
}

/** The policy download reports how the download went (a toast should the file have gone), so this section hydrates. */
function SafeguardingPolicy({ file }: { file: PublicPolicyFile | null }) {
  return (
    <Section id="policy" title="Our safeguarding policy" width="narrow">
      <p className="text-lg leading-relaxed text-ink-700">
        Our full safeguarding policy sets out how we protect children, young people and adults at risk, and what we expect of everyone who serves. It is
        approved by the trustees and the policy is reviewed annually.
      </p>
      <div className="mt-6">
        {/* SLOT: safeguarding-policy-download */}
        <SafeguardingPolicyDownload file={file} />
        {/* END SLOT: safeguarding-policy-download */}
      </div>
    </Section>
  )
}

function SafeguardingContacts() {
  return (
    <Section id="contacts" tone="tint" title="Other people who can help">
      <ExternalContacts />
    </Section>
  )
}
