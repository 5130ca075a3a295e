import { createFileRoute, Link } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { PolicyCard } from '~/components/policies/PolicyCard'
import { PolicyNewTabLink } from '~/components/policies/PolicyNewTabLink'
import { Icon } from '~/components/sections/Icon'
import { textLinkClass } from '~/components/sections/links'
import { PageHero } from '~/components/sections/PageHero'
import { Paragraphs } from '~/components/sections/Paragraphs'
import { Section } from '~/components/sections/Section'
import { addressLines } from '~/lib/content/address'
import { headFacts } from '~/lib/content/head-facts'
import { useContent, useFacts, usePageIntro } from '~/lib/content/use-content'
import { formatKilobytes, type PolicyType, type PublicPolicyFile } from '~/lib/policies/policy-types'
import { pageHead } from '~/lib/seo/seo'
import { when } from '~/lib/hydration/when'
import { routeContent } from '~/server-fns/content'
import { loadPolicyFiles, type PolicyFilesByType } from '~/server-fns/policies'

/** The public policies, in the order their cards show. */
const PUBLIC_POLICIES = ['safeguarding', 'privacy', 'health_safety'] as const satisfies readonly PolicyType[]

const loadFiles = loadPolicyFiles([...PUBLIC_POLICIES, 'constitution'])

export const Route = createFileRoute('/policies')({
  // Files change in the admin dashboard: every visit reads them afresh.
  loader: {
    handler: async ({ location }) => {
      const [files, content] = await Promise.all([loadFiles(), routeContent(['policies'], location, 'policies')])
      return { files, content }
    },
    staleReloadMode: 'blocking',
  },
  staleTime: 0,
  preloadStaleTime: 0,
  gcTime: 0,
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Policies',
        description: headFacts(matches)(
          'The safeguarding, privacy and health and safety policies of {church name}, a registered charity, to read and download.',
        ),
        path: '/policies',
      },
      matches,
    ),
  component: PoliciesPage,
})

function PoliciesPage() {
  const { files } = Route.useLoaderData()
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
  const fill = useFacts()
  const policies = usePageIntro('policies')
  return <PageHero eyebrow={policies.eyebrow} title="Policies" intro={fill(policies.intro)} />
}

/** The policy cards' download links report how the download went, so this section hydrates. */
function PoliciesList({ files }: { files: PolicyFilesByType }) {
  const fill = useFacts()
  const { cards, comingSoonNote } = useContent('policies')
  return (
    <Section id="our-policies" title="Our policies" intro="Download the current version of each policy as a PDF.">
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {PUBLIC_POLICIES.map((type) => (
          <li key={type} className="flex">
            <PolicyCard type={type} description={<Paragraphs text={cards[type]} links />} comingSoonNote={fill(comingSoonNote)} file={files[type] ?? null} />
          </li>
        ))}
      </ul>
      <p className="mt-8 text-lg text-ink-700">
        How we handle your personal data, what we keep and for how long, and how to complain:{' '}
        <Link to="/your-data" className={textLinkClass}>
          Your data and how to complain
        </Link>
        .
      </p>
    </Section>
  )
}

function PoliciesOrganisation({ constitution }: { constitution: PublicPolicyFile | null }) {
  const church = useContent('church')
  return (
    <Section id="about-our-organisation" title="About Our Organisation" tone="tint" width="narrow">
      <dl className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-wine-800">Registered charity number</dt>
          <dd className="mt-1 text-ink-700">{church.charity.number}</dd>
        </div>
        <div>
          <dt className="font-semibold text-wine-800">Registered address</dt>
          <dd className="mt-1 text-ink-700">
            <address className="not-italic">
              <span className="block">{church.name}</span>
              {addressLines(church).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold text-wine-800">Trustee approval</dt>
          <dd className="mt-1 text-ink-700">{church.charity.trusteeApproval}</dd>
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
