import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { PolicyCard } from '~/components/policies/PolicyCard'
import { PolicyNewTabLink } from '~/components/policies/PolicyNewTabLink'
import { Icon } from '~/components/sections/Icon'
import { PageHero } from '~/components/sections/PageHero'
import { Section } from '~/components/sections/Section'
import { charity } from '~/content/charity'
import { publicPolicyCards } from '~/content/policies'
import { formatKilobytes, type PublicPolicyFile } from '~/lib/policies/policy-types'
import { pageHead } from '~/lib/site/seo'
import { when } from '~/lib/hydration/when'
import { loadPolicyFiles, type PolicyFilesByType } from '~/server-fns/policies'

export const Route = createFileRoute('/policies')({
  // Files change in the admin dashboard: every visit reads them afresh.
  loader: { handler: loadPolicyFiles(['safeguarding', 'privacy', 'health_safety', 'constitution']), staleReloadMode: 'blocking' },
  staleTime: 0,
  preloadStaleTime: 0,
  gcTime: 0,
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Policies',
        description: `The safeguarding, privacy and health and safety policies of ${charity.registeredName}, a registered charity, to read and download.`,
        path: '/policies',
      },
      matches,
    ),
  component: PoliciesPage,
})

function PoliciesPage() {
  const files = Route.useLoaderData()
  const constitution = files.constitution ?? null
  return (
    <>
      <Hydrate when={when.static}>
        <PoliciesIntro />
      </Hydrate>
      <Hydrate when={when.touched}>
        <PoliciesList files={files} />
      </Hydrate>
      <Hydrate when={when.static}>
        <PoliciesOrganisation constitution={constitution} />
      </Hydrate>
    </>
  )
}

function PoliciesIntro() {
  return (
    <PageHero
      eyebrow="How we work"
      title="Policies"
      intro="Our policies set out how we keep people safe, look after personal information and care for everyone who uses our building."
    />
  )
}

/** The policy cards' download links report how the download went, so this section hydrates. */
function PoliciesList({ files }: { files: PolicyFilesByType }) {
  return (
    <Section id="our-policies" title="Our policies" intro="Download the current version of each policy as a PDF.">
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {publicPolicyCards.map((card) => (
          <li key={card.type} className="flex">
            <PolicyCard type={card.type} paragraphs={card.paragraphs} file={files[card.type] ?? null} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

function PoliciesOrganisation({ constitution }: { constitution: PublicPolicyFile | null }) {
  return (
    <Section id="about-our-organisation" title="About Our Organisation" tone="tint" width="narrow">
      <dl className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-wine-800">Registered charity number</dt>
          <dd className="mt-1 text-ink-700">{charity.registrationNumber}</dd>
        </div>
        <div>
          <dt className="font-semibold text-wine-800">Registered address</dt>
          <dd className="mt-1 text-ink-700">
            <address className="not-italic">
              <span className="block">{charity.registeredName}</span>
              {charity.registeredAddress.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold text-wine-800">Trustee approval</dt>
          <dd className="mt-1 text-ink-700">{charity.trusteeApproval}</dd>
        </div>
      </dl>
      {constitution ? (
        <div className="mt-8">
          <PolicyNewTabLink type="constitution">
            <Icon name="download" />
            Download Church Constitution
          </PolicyNewTabLink>
          <p className="mt-2 text-sm text-ink-700">
            {constitution.file_name} ({formatKilobytes(constitution.file_size)})
          </p>
        </div>
      ) : null}
    </Section>
  )
}
