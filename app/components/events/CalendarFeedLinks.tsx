import { getRouteApi } from '@tanstack/react-router'

const CALENDAR_FEED_PATH = '/events.ics'
const rootRoute = getRouteApi('__root__')

/** The upcoming events in the visitor's own calendar app: a subscription that stays up to date, or a one-off file. */
export function CalendarFeedLinks() {
  const { siteUrl } = rootRoute.useLoaderData()
  const subscribeUrl = `${siteUrl.replace(/^https?:/, 'webcal:')}${CALENDAR_FEED_PATH}`
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
      <a
        href={subscribeUrl}
        className="inline-flex min-h-11 items-center rounded-full border-2 border-transparent bg-wine-700 px-6 py-2 font-semibold text-white hover:bg-wine-800"
      >
        Subscribe to our calendar
      </a>
      <a
        href={CALENDAR_FEED_PATH}
        download="events.ics"
        className="inline-flex min-h-11 items-center font-semibold text-wine-800 underline underline-offset-4 hover:text-wine-900"
      >
        Download the events (.ics file)
      </a>
    </div>
  )
}
