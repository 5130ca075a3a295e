import { createFileRoute, getRouteApi, Link } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { formPageLoading } from './-form-page-loading'
import { ComplaintForm } from '~/components/complaints/ComplaintForm'
import { ExternalLink, textLinkClass } from '~/components/sections/links'
import { PageHero } from '~/components/sections/PageHero'
import { Section } from '~/components/sections/Section'
import { ICO } from '~/lib/complaints/ico'
import { ACKNOWLEDGE_WITHIN_DAYS } from '~/lib/complaints/complaint'
import { useContent } from '~/lib/content/use-content'
import { type FormOutcome, formAnchor } from '~/lib/forms/form-outcome'
import { when } from '~/lib/hydration/when'
import type { PersonalDataKept } from '~/lib/people/personal-data-kept'
import { churchNameIn, pageHead } from '~/lib/seo/seo'
import { getPersonalDataKept } from '~/server-fns/personal-data'
import { formPagePostHandler } from '#server/forms/http.ts'

const TITLE = 'Your data and how to complain'

const formLoading = formPageLoading('complaint')

export const Route = createFileRoute('/your-data')({
  validateSearch: formLoading.validateSearch,
  loaderDeps: formLoading.loaderDeps,
  loader: async (input) => {
    const [form, kept] = await Promise.all([formLoading.loader(input), getPersonalDataKept()])
    return { ...form, kept }
  },
  server: { handlers: { POST: formPagePostHandler('complaint') } },
  head: ({ matches }) =>
    pageHead(
      {
        title: TITLE,
        description: `How ${churchNameIn(matches)} handles personal data, what it keeps and for how long, and how to complain about it, to the church or to the ICO.`,
        path: '/your-data',
      },
      matches,
    ),
  component: YourDataPage,
})

const route = getRouteApi('/your-data')

function YourDataPage() {
  const { outcome, submissionId, kept } = route.useLoaderData()
  return (
    <>
      <Hydrate when={when.static}>
        <PageHero
          eyebrow="Privacy"
          title={TITLE}
          intro="What we keep about you, why and for how long, and what to do if you think we have not looked after it as we should."
        />
        <HowWeHandleData />
        <WhatWeKeep kept={kept} />
      </Hydrate>
      <Hydrate when={when.touched}>
        <ComplaintSection outcome={outcome} submissionId={submissionId} />
      </Hydrate>
      <Hydrate when={when.static}>
        <NextStepIco />
      </Hydrate>
    </>
  )
}

function HowWeHandleData() {
  const church = useContent('church')
  return (
    <Section id="how-we-handle-data" title="How we handle your personal data" width="narrow">
      <div className="space-y-4 text-lg leading-relaxed text-ink-700">
        <p>
          We keep only what you give us through this website, and use it only to answer you and do what you asked. We never sell it, and we share it with no one
          outside {church.name} except the service that delivers our e-mails.
        </p>
        <p>This website stores no IP addresses and sets no tracking cookies: visits are counted, not followed.</p>
        <p>
          You can ask to see everything we hold about you, or ask us to erase it, by writing to{' '}
          <a href={`mailto:${church.email}`} className={textLinkClass}>
            {church.email}
          </a>
          . Our privacy policy is on our{' '}
          <Link to="/policies" className={textLinkClass}>
            policies page
          </Link>
          .
        </p>
      </div>
    </Section>
  )
}

/** Read from the register of personal data, so the page says what the site really keeps and enforces. */
function WhatWeKeep({ kept }: { kept: PersonalDataKept[] }) {
  return (
    <Section id="what-we-keep" title="What we keep and for how long" tone="tint" width="narrow">
      <ul aria-label="What we keep and for how long" className="divide-y divide-cream-200 border-y border-cream-200 text-lg">
        {kept.map((entry) => (
          <li key={entry.holds} className="py-4">
            <p className="text-ink-900">{entry.holds}</p>
            <p className="mt-1 text-ink-700">
              <span className="font-semibold text-wine-900">Kept: </span>
              {entry.retention}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function ComplaintSection({ outcome, submissionId }: { outcome: FormOutcome | null; submissionId: string }) {
  const church = useContent('church')
  return (
    <section id={formAnchor('complaint')} aria-labelledby="complaint-title" className="reveal bg-cream-50 py-14 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 lg:grid-cols-[2fr_3fr]">
        <div className="space-y-4 text-lg leading-relaxed text-ink-700">
          <h2 id="complaint-title" className="font-serif text-3xl font-bold text-wine-900">
            How to complain
          </h2>
          <p>If you think we have not handled your personal data as we should, tell us with this form.</p>
          <p>
            We keep your complaint and e-mail you an acknowledgement at once; the law gives us {ACKNOWLEDGE_WITHIN_DAYS} days at most to acknowledge it. One of
            our administrators then looks into it, keeps you told of our progress, and answers you with the outcome without undue delay.
          </p>
          <p className="text-base">
            You can also write to {church.email} or phone {church.phone}.
          </p>
        </div>
        <div className="sm:rounded-2xl sm:bg-white sm:p-8 sm:shadow-sm sm:ring-1 sm:ring-cream-200">
          <h3 className="mb-6 font-serif text-2xl font-bold text-wine-900">Make a complaint</h3>
          <ComplaintForm outcome={outcome} submissionId={submissionId} />
        </div>
      </div>
    </section>
  )
}

function NextStepIco() {
  return (
    <Section id="ico" title="If you are not satisfied" tone="tint" width="narrow">
      <div className="space-y-4 text-lg leading-relaxed text-ink-700">
        <p>
          You have the right to complain to {ICO.name}, the UK's regulator for personal data. The ICO asks you to complain to us first, and to give us{' '}
          {ACKNOWLEDGE_WITHIN_DAYS} days to answer.
        </p>
        <p>
          <ExternalLink href={ICO.complaintUrl} className={textLinkClass}>
            Make a complaint on the ICO's website
          </ExternalLink>{' '}
          or phone the ICO on{' '}
          <a href={`tel:${ICO.phone.replaceAll(' ', '')}`} className={textLinkClass}>
            {ICO.phone}
          </a>
          .
        </p>
      </div>
    </Section>
  )
}
