import type { DiaryEvent } from '~/lib/events/diary-event'

export type UpcomingEventsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; events: DiaryEvent[] }

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

function EventCard({ event }: { event: DiaryEvent }) {
  return (
    <li className="flex gap-5 rounded-2xl border border-cream-200 bg-white p-5 shadow-sm">
      <DateBadge event={event} />
      <div className="min-w-0">
        <h3 className="font-serif text-xl font-semibold break-words text-wine-900">{event.title}</h3>
        <p className="mt-1 font-semibold text-wine-700">
          <time dateTime={event.event_date}>{event.dateLabel}</time>
        </p>
        <p className="mt-2 break-words whitespace-pre-line text-ink-700">{event.description}</p>
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
    <ol className="grid gap-4">
      {state.events.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </ol>
  )
}
