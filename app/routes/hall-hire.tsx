import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { HallHireForm } from '~/components/forms/HallHireForm'
import { HallAvailability } from '~/components/hall/HallAvailability'
import { formPageLoading } from './-form-page-loading'
import { ChurchMap } from '~/components/sections/ChurchMap'
import { Icon, type IconName } from '~/components/sections/Icon'
import { PageHero } from '~/components/sections/PageHero'
import { Section } from '~/components/sections/Section'
import { PinnedAddress } from '~/components/sections/ChurchAddress'
import { DirectionsButton, TravelLines } from '~/components/sections/GettingHere'
import { type FormOutcome, formAnchor, formResultSearch } from '~/lib/forms/form-outcome'
import { slotSearch } from '~/lib/hall/slot-search'
import { getHallHireData } from '~/server-fns/hall-availability'
import { useFacts, usePageIntro } from '~/lib/content/use-content'
import { when } from '~/lib/hydration/when'
import { churchNameIn, pageHead } from '~/lib/seo/seo'
import { formPagePostHandler } from '#server/forms/http.ts'

const formLoading = formPageLoading('hall_hire', 'hallHire')

type HallHireLoaderInput = Parameters<typeof formLoading.loader>[0] & { deps: { slot?: string } }

/** The form page's loading, with the hall's availability and the dates of a free slot chosen from it (`?slot=`). */
async function loadHallHire(input: HallHireLoaderInput) {
  const [form, hall] = await Promise.all([formLoading.loader(input), getHallHireData({ data: input.deps.slot ?? '' })])
  return { ...form, ...hall }
}

export const Route = createFileRoute('/hall-hire')({
  validateSearch: (search: Record<string, unknown>) => ({ ...formResultSearch(search), ...slotSearch(search) }),
  loaderDeps: ({ search }) => ({ result: search.result, slot: search.slot }),
  loader: loadHallHire,
  server: { handlers: { POST: formPagePostHandler('hall_hire') } },
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Hall Hire',
        description: `Hire the ${churchNameIn(matches)} hall in St Paul's Cray for parties, meetings, classes and community events. Send us an enquiry with your dates.`,
        path: '/hall-hire',
      },
      matches,
    ),
  component: HallHirePage,
})

const features: Array<{ title: string; text: string; icon: IconName }> = [
  { title: 'Versatile space', text: 'A bright hall with tables and chairs, and a kitchen, for parties, meetings, classes and clubs.', icon: 'group' },
  { title: 'Community focused', text: 'We love to see the hall used by local people and groups, and keep our rates friendly.', icon: 'heart' },
  { title: 'Flexible timing', text: 'Weekday, evening and weekend slots, for a one-off event or a regular booking.', icon: 'clock' },
  { title: 'Book ahead', text: 'Popular dates go quickly, so please get in touch as early as you can.', icon: 'calendar' },
]

function HallHirePage() {
  const { outcome, submissionId, availability, dates } = Route.useLoaderData()
  return (
    <>
      <Hydrate when={when.static}>
        <HallHireIntro />
      </Hydrate>
      {availability ? (
        <Hydrate when={when.static}>
          <HallAvailability rooms={availability} />
        </Hydrate>
      ) : null}
      <section id={formAnchor('hall_hire')} aria-labelledby="hall-form-title" className="reveal bg-cream-100 py-14 sm:py-20">
        <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 lg:grid-cols-[3fr_2fr]">
          {/* Keyed by the dates: a free time chosen on this page mounts the form afresh, rendered at once with them, where a part not yet hydrated would keep the server's HTML. */}
          <Hydrate key={dates} when={when.touched}>
            <HallHireFormCard outcome={outcome} submissionId={submissionId} dates={dates} />
          </Hydrate>
          <Hydrate when={when.touched}>
            <LocationCard />
          </Hydrate>
        </div>
      </section>
    </>
  )
}

function HallHireIntro() {
  const fill = useFacts()
  const hallHire = usePageIntro('hallHire')
  return (
    <>
      <PageHero eyebrow={hallHire.eyebrow} title="Hall Hire" intro={fill(hallHire.intro)} />

      <Section id="about-the-hall" title="A space for the community">
        <div className="flex gap-4 rounded-2xl border-2 border-gold-500 bg-gold-300/25 p-5 text-lg text-ink-900">
          <Icon name="alert" className="mt-1 h-6 w-6 text-gold-700" />
          <div>
            <p className="font-bold">Please note: availability is limited</p>
            <p className="mt-1">
              Our hall is used regularly by church and community groups, so some days and times are already taken. Please use the enquiry form below to check
              whether your dates are free.
            </p>
          </div>
        </div>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-wine-50 text-wine-700">
                <Icon name={feature.icon} className="h-6 w-6" />
              </span>
              <h3 className="mt-4 font-serif text-xl font-bold text-wine-900">{feature.title}</h3>
              <p className="mt-2 text-ink-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}

function HallHireFormCard({ outcome, submissionId, dates }: { outcome: FormOutcome | null; submissionId: string; dates: string }) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200 sm:p-8">
      <h2 id="hall-form-title" className="font-serif text-3xl font-bold text-wine-900">
        Make an enquiry
      </h2>
      <p className="mt-2 mb-6 text-lg text-ink-700">Tell us about your event and the dates you have in mind, and we will let you know what is available.</p>
      <HallHireForm outcome={outcome} submissionId={submissionId} defaultDates={dates} />
    </div>
  )
}

function LocationCard() {
  return (
    <section aria-labelledby="hall-location-title" className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
      <h2 id="hall-location-title" className="font-serif text-2xl font-bold text-wine-900">
        Where to find us
      </h2>
      <PinnedAddress className="text-lg text-ink-900" />
      <div className="text-ink-700">
        <p className="font-semibold text-ink-900">Getting here</p>
        <TravelLines parking />
      </div>
      <DirectionsButton />
      <ChurchMap />
    </section>
  )
}
