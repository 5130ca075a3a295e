import { Link } from '@tanstack/react-router'
import type { DiaryEvent } from '~/lib/events/diary-event'

export type UpcomingEventsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; events: DiaryEvent[]; page: number; pages: number }

function Notice({ title, children }: { title: string; children: string }) {
  return (
    <div className="rounded-2xl border border-cream-200 bg-white px-6 py-10 text-center">
      <h3 className="font-serif text-2xl font-semibold text-wine-800">{title}</h3>
      <p className="mx-auto mt-3 max-w-xl text-ink-700">{children}</p>
    </div>
  )
}

function DateBadge({ event }: { event: DiaryEvent }) {
  return (
    <div aria-hidden="true" className="flex h-20 w-20 shrink-0 flex-col items-center justify-center rounded-xl bg-wine-700 text-white">
      <span className="text-xs font-semibold tracking-widest uppercase">{event.badgeMonth}</span>
      <span className="font-serif text-3xl leading-none font-bold">{event.badgeDay}</span>
    </div>
  )
}

/** A series' pattern and place, and what is different about its coming dates: "Not on 23 December: Christmas". */
function SeriesDetails({ series }: { series: NonNullable<DiaryEvent['series']> }) {
  return (
    <>
      <p className="mt-1 font-semibold text-ink-900">{series.pattern}</p>
      <p className="text-ink-700">{series.place}</p>
      {series.notes.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-900">
          {series.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </>
  )
}

function EventCard({ event }: { event: DiaryEvent }) {
  return (
    // The words go under the date where large text leaves them less than 12rem beside it.
    <li className="flex flex-wrap gap-5 rounded-2xl border border-cream-200 bg-white p-5 shadow-sm">
      <DateBadge event={event} />
      <div className="min-w-0 flex-[1_1_12rem]">
        <h3 className="font-serif text-xl font-semibold break-words text-wine-900">{event.title}</h3>
        {event.series ? <SeriesDetails series={event.series} /> : null}
        <p className="mt-1 font-semibold text-wine-700">
          {event.series ? 'Next: ' : null}
          <time dateTime={event.event_date}>{event.dateLabel}</time>
          {event.time ? `, ${event.time}` : null}
        </p>
        {event.description ? <p className="mt-2 break-words whitespace-pre-line text-ink-700">{event.description}</p> : null}
      </div>
    </li>
  )
}

/** The 'Key dates for your diary' list in each of its states. */
export function UpcomingEventsList({ state }: { state: UpcomingEventsState }) {
  if (state.status === 'loading') {
    return (
      <div role="status" className="flex items-center justify-center gap-3 rounded-2xl border border-cream-200 bg-white px-6 py-10 text-ink-700">
        <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-wine-700 border-t-transparent motion-reduce:animate-none" />
        Loading upcoming events...
      </div>
    )
  }
  if (state.status === 'error') {
    return <Notice title="Unable to Load Events">There was an error loading the upcoming events. Please check back later.</Notice>
  }
  if (state.events.length === 0) {
    return <Notice title="No Upcoming Events">There are no upcoming events scheduled at this time. Check back soon or contact us to add an event!</Notice>
  }
  return (
    <>
      <ol className="grid grid-cols-1 gap-4">
        {state.events.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </ol>
      {state.pages > 1 ? <DiaryPages page={state.page} pages={state.pages} /> : null}
    </>
  )
}

const pageLink = 'inline-flex min-h-11 items-center rounded-full border-2 border-wine-700 px-5 py-2 font-semibold text-wine-800 hover:bg-wine-50'

/** Earlier and later dates, as plain links, when the diary holds more than a page. */
function DiaryPages({ page, pages }: { page: number; pages: number }) {
  return (
    <nav aria-label="More dates" className="mt-6 flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link to="/whats-on-when" search={page === 2 ? {} : { page: page - 1 }} hash="key-dates" className={pageLink}>
          Earlier dates
        </Link>
      ) : null}
      <p className="text-ink-700">{`Page ${page} of ${pages}`}</p>
      {page < pages ? (
        <Link to="/whats-on-when" search={{ page: page + 1 }} hash="key-dates" className={pageLink}>
          Later dates
        </Link>
      ) : null}
    </nav>
  )
}
