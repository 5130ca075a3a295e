import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { ExternalFrame } from '~/components/embeds/ExternalFrame'
import { CalendarFeedLinks } from '~/components/events/CalendarFeedLinks'
import { UpcomingEventsList, type UpcomingEventsState } from '~/components/events/UpcomingEventsList'
import { JsonLd } from '~/components/sections/JsonLd'
import { ChurchAddress } from '~/components/sections/ChurchAddress'
import { publicCalendar } from '~/lib/content/calendar'
import { useContent } from '~/lib/content/use-content'
import { when } from '~/lib/hydration/when'
import { churchNameIn, pageHead } from '~/lib/seo/seo'
import { eventsStructuredData } from '~/lib/seo/structured-data'
import { getUpcomingEvents } from '~/server-fns/upcoming-events'
import { diaryPageNumber } from '~/lib/events/diary-page'

const CALENDAR_HEIGHT = 600

async function loadUpcomingEvents({ deps }: { deps: { page: number } }): Promise<UpcomingEventsState> {
  try {
    return { status: 'ready', ...(await getUpcomingEvents({ data: { page: deps.page } })) }
  } catch {
    return { status: 'error' }
  }
}

export const Route = createFileRoute('/whats-on-when')({
  // Events change in the admin dashboard: a visit within the site loads them afresh rather than from the router's
  // memory. The server's page cache is dropped by the events trigger.
  loaderDeps: ({ search }) => ({ page: diaryPageNumber(search) }),
  loader: { handler: loadUpcomingEvents, staleReloadMode: 'blocking' },
  staleTime: 0,
  preloadStaleTime: 0,
  gcTime: 0,
  pendingMs: 300,
  head: ({ matches }) =>
    pageHead(
      {
        title: "What's On When",
        description: `Key dates for your diary at ${churchNameIn(matches)}: upcoming events, services and gatherings, plus our church calendar.`,
        path: '/whats-on-when',
      },
      matches,
    ),
  component: WhatsOnWhenPage,
  pendingComponent: () => <WhatsOnWhenView state={{ status: 'loading' }} />,
})

const rootRoute = getRouteApi('__root__')

function WhatsOnWhenPage() {
  const state = Route.useLoaderData()
  const { siteUrl } = rootRoute.useLoaderData()
  const church = useContent('church')
  return (
    <>
      <Hydrate when={when.static}>
        <WhatsOnWhenIntro />
      </Hydrate>
      <Hydrate when={when.touched}>
        <WhatsOnWhenDiary state={state} />
      </Hydrate>
      {state.status === 'ready' && state.events.length > 0 ? (
        <Hydrate when={when.static}>
          <JsonLd data={eventsStructuredData(state.events, church, siteUrl)} />
        </Hydrate>
      ) : null}
    </>
  )
}

/**
 * The pending view while the events load after a client-side navigation. It only ever renders in
 * the browser; its boundary keeps its code out of the chunks the router loads with the page.
 */
function WhatsOnWhenView({ state }: { state: UpcomingEventsState }) {
  return (
    <Hydrate when={when.static}>
      <WhatsOnWhenIntro />
      <WhatsOnWhenDiary state={state} />
    </Hydrate>
  )
}

function WhatsOnWhenIntro() {
  return (
    <header className="bg-gradient-to-br from-wine-800 to-wine-900 text-white">
      <div className="mx-auto max-w-5xl px-4 py-14 sm:py-20">
        <p className="font-semibold tracking-widest text-gold-300 uppercase">Church diary</p>
        <h1 className="mt-2 font-serif text-4xl font-bold sm:text-5xl">What&apos;s On When</h1>
        <p className="mt-4 max-w-2xl text-lg text-cream-100">Special services, community gatherings and church family events. Everyone is welcome.</p>
      </div>
    </header>
  )
}

/** The diary's sections share one grid, and the calendar among them needs JavaScript, so the grid hydrates as a whole. */
function WhatsOnWhenDiary({ state }: { state: UpcomingEventsState }) {
  const church = useContent('church')
  const calendar = publicCalendar(church)
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-16 px-4 py-12 sm:py-16">
      <section aria-labelledby="key-dates" className="reveal">
        <h2 id="key-dates" className="font-serif text-3xl font-bold text-wine-900">
          Key dates for your diary
        </h2>
        <div className="mt-6">
          <UpcomingEventsList state={state} />
        </div>
        <CalendarFeedLinks />
      </section>

      <section aria-labelledby="church-calendar" className="reveal">
        <h2 id="church-calendar" className="font-serif text-3xl font-bold text-wine-900">
          Church calendar
        </h2>
        <p className="mt-3 text-ink-700">Click on any event in the calendar to see its details.</p>
        <div className="mt-6">
          <ExternalFrame
            src={calendar.embedUrl}
            title="Church calendar (Google Calendar)"
            height={CALENDAR_HEIGHT}
            loadLabel="Load calendar"
            linkHref={calendar.pageUrl}
            linkLabel="Open the calendar in Google Calendar"
          />
        </div>
      </section>

      <section aria-labelledby="add-a-date" className="reveal rounded-2xl bg-cream-100 p-6 sm:p-10">
        <h2 id="add-a-date" className="font-serif text-3xl font-bold text-wine-900">
          Have a date to add?
        </h2>
        <div className="mt-4 grid grid-cols-1 gap-8 md:grid-cols-2">
          <div>
            <p className="text-ink-700">
              Planning something for the church family or the community? E-mail us the date, time and a few words about it, and we&apos;ll add it to the diary.
            </p>
            <a
              href={`mailto:${church.email}?subject=${encodeURIComponent('A date for the church diary')}`}
              className="mt-5 inline-flex min-h-11 items-center rounded-full border-2 border-transparent bg-wine-700 px-6 py-2 font-semibold text-white hover:bg-wine-800"
            >
              E-mail us a date
            </a>
            <p className="mt-3 text-sm break-words text-ink-700">
              Our e-mail address: <span className="font-semibold">{church.email}</span>
            </p>
          </div>
          <div>
            <h3 className="font-serif text-xl font-semibold text-wine-800">Where we meet</h3>
            <ChurchAddress className="mt-2 leading-relaxed text-ink-700" name="semibold" />
          </div>
        </div>
      </section>
    </div>
  )
}
