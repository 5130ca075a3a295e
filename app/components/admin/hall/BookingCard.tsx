import { Fact } from '~/components/admin/shell/Fact'
import { useState } from 'react'
import { dateWords } from '~/lib/calendar/series-words'
import type { Booking, HallAdmin } from '~/lib/hall/admin-types'
import { primaryButton, secondaryButton } from '~/components/ui/styles'
import { useDialog } from '../series/use-dialog'
import { BookingDialog } from './BookingDialog'
import { nextSteps, STATUS_WORDS, skipWords, whenWords } from './booking-words'
import { FeedLink } from './FeedLink'
import { bookingHeadingId } from './hall-api'
import { type NextStatus, StatusDialog } from './StatusDialog'

const STEP_BUTTONS: Record<NextStatus, string> = { confirmed: 'Confirm', declined: 'Decline', cancelled: 'Cancel booking' }
const STATUS_TONE: Record<Booking['status'], string> = {
  provisional: 'bg-amber-100 text-amber-950',
  confirmed: 'bg-emerald-100 text-emerald-950',
  declined: 'bg-cream-200 text-ink-900',
  cancelled: 'bg-cream-200 text-ink-900',
}

function nextDatesWords(booking: Booking): string {
  if (booking.nextDates.length === 0) return 'None to come'
  const more = booking.dateCount - booking.nextDates.length
  return `${booking.nextDates.map((date) => dateWords(date, 'weekdayDayMonth')).join(', ')}${more > 0 ? ` and ${more} more` : ''}`
}

function BookingFacts({ booking }: { booking: Booking }) {
  const skips = skipWords(booking.skipDates)
  return (
    <dl className="mt-2 space-y-1 text-ink-900">
      <Fact term="Purpose">{booking.purpose}</Fact>
      <Fact term="Room">{booking.roomName}</Fact>
      <Fact term="When">{whenWords(booking)}</Fact>
      <Fact term="Next dates">{nextDatesWords(booking)}</Fact>
      {skips ? <Fact term="Skips">{skips}</Fact> : null}
      <Fact term="Contact">{[booking.hirerEmail, booking.hirerPhone].filter(Boolean).join(', ')}</Fact>
      <Fact term="Hire terms">Version {booking.termsVersion}</Fact>
      {booking.withChildren ? (
        <Fact term="Children or adults at risk">{booking.safeguardingConfirmed ? 'Yes; the hirer confirms their own safeguarding policy' : 'Yes'}</Fact>
      ) : null}
      {booking.clashOverridden ? <Fact term="Booked over">{booking.clashOverridden}</Fact> : null}
      {booking.notes ? <Fact term="Notes">{booking.notes}</Fact> : null}
    </dl>
  )
}

/** One booking: its status in words, the hirer, what and when, and what can be done with it now. */
export function BookingCard({ booking, admin }: { booking: Booking; admin: Pick<HallAdmin, 'rooms' | 'terms'> }) {
  const edit = useDialog()
  const statusDialog = useDialog()
  const [step, setStep] = useState<NextStatus>('confirmed')
  const headingId = bookingHeadingId(booking)
  const changeable = nextSteps(booking.status).length > 0
  const openStep = (next: NextStatus) => {
    setStep(next)
    statusDialog.show()
  }
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-cream-200 bg-cream-50 p-4 forced-colors:border-[CanvasText]"
      data-testid="hall-booking"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={headingId} tabIndex={-1} className="wrap-anywhere font-serif text-xl font-bold text-wine-900">
          {booking.hirerName}
          <span className="sr-only">, {STATUS_WORDS[booking.status]}</span>
        </h4>
        <p aria-hidden="true" className={`rounded-full px-3 py-0.5 font-semibold ${STATUS_TONE[booking.status]}`}>
          {STATUS_WORDS[booking.status]}
        </p>
      </div>
      <BookingFacts booking={booking} />
      <div className="mt-4 flex flex-wrap gap-2">
        {nextSteps(booking.status).map((next) => (
          <button key={next} type="button" className={next === 'confirmed' ? primaryButton : secondaryButton} onClick={() => openStep(next)}>
            {STEP_BUTTONS[next]}
            <span className="sr-only"> the booking of {booking.hirerName}</span>
          </button>
        ))}
        {changeable ? (
          <button type="button" className={secondaryButton} onClick={edit.show}>
            Edit<span className="sr-only"> the booking of {booking.hirerName}</span>
          </button>
        ) : null}
      </div>
      {booking.hirerFeed ? (
        <div className="mt-3">
          <FeedLink
            endpoint={`/api/admin/hall/hirers/${encodeURIComponent(booking.hirerId)}/feed`}
            label="Renew the hirer’s feed link"
            idPrefix={`hall-hirer-${booking.id}-feed`}
            sentToHirer
          />
        </div>
      ) : null}
      {changeable ? <BookingDialog key={edit.key} admin={admin} booking={booking} open={edit.open} onOpenChange={edit.setOpen} /> : null}
      <StatusDialog key={`status-${statusDialog.key}`} booking={booking} status={step} open={statusDialog.open} onOpenChange={statusDialog.setOpen} />
    </article>
  )
}
