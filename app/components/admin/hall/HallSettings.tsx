import type { HallAdmin } from '~/lib/hall/admin-types'
import { londonToday } from '~/lib/calendar/london-time'
import { dateWords } from '~/lib/calendar/series-words'
import { FeedLink } from './FeedLink'
import { RoomsSettings } from './RoomsSettings'
import { TermsForm } from './TermsForm'
import { TurnaroundForm } from './TurnaroundForm'

/** The hall's settings: the time between uses, the rooms, the hire terms, and the administrators' feed. */
export function HallSettings({ admin }: { admin: HallAdmin }) {
  return (
    <section aria-labelledby="hall-settings" className="space-y-6">
      <h3 id="hall-settings" className="font-serif text-xl font-bold text-wine-900">
        Settings
      </h3>
      <TurnaroundForm minutes={admin.turnaroundMinutes} />
      <RoomsSettings rooms={admin.rooms} />
      <TermsForm newest={admin.terms[0]} />
      <div>
        <h4 className="font-semibold text-ink-900">The administrators’ calendar feed</h4>
        <p className="mb-2 text-ink-700">
          Every provisional and confirmed booking, with the hirer and purpose, and the church’s own use of the hall, for a calendar app.{' '}
          {admin.feed.renewedAt ? `Its link was made on ${dateWords(londonToday(new Date(admin.feed.renewedAt)), 'full')}.` : 'No link has been made yet.'}
        </p>
        <FeedLink endpoint="/api/admin/hall/feed" label="Renew the feed link" idPrefix="hall-admin-feed" />
      </div>
    </section>
  )
}
