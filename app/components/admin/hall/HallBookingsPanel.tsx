import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { HallAdmin } from '~/lib/hall/admin-types'
import { primaryButton } from '~/components/ui/styles'
import { AdminSection, PanelStatus } from '../shell/AdminSection'
import { useFirstSeen } from '../sermons/use-first-seen'
import { useDialog } from '../series/use-dialog'
import { BookingCard } from './BookingCard'
import { BookingDialog } from './BookingDialog'
import { type BookingRequest, useBookingRequests } from './booking-request'
import { BOOKINGS_HEADING_ID, HALL_KEY } from './hall-api'
import { HallDiary } from './HallDiary'
import { HallSettings } from './HallSettings'

/** "New booking" opens the dialog afresh; an enquiry's "Make a booking" opens it filled from the enquiry. */
function useNewBooking() {
  const adding = useDialog()
  const requested = useBookingRequests()
  const [request, setRequest] = useState<BookingRequest | undefined>()
  const show = useRef(adding.show)
  show.current = adding.show
  useEffect(() => {
    if (!requested) return
    setRequest(requested.request)
    show.current()
  }, [requested])
  return {
    ...adding,
    request,
    showEmpty: () => {
      setRequest(undefined)
      adding.show()
    },
  }
}

/**
 * The hall's diary for the administrators: the bookings to confirm and to come, who is in the hall
 * the next fortnight, and the hall's settings. Nothing is read until the panel comes near the
 * screen, or an enquiry asks for a booking.
 */
export function HallBookingsPanel() {
  const { ref, seen } = useFirstSeen<HTMLDivElement>()
  const adding = useNewBooking()
  // An enquiry may open the dialog before the panel is seen; the booking made then is shown in it.
  const wanted = seen || adding.key > 0
  const admin = useQuery<HallAdmin>({ queryKey: HALL_KEY, enabled: wanted, staleTime: 0 })
  return (
    <div ref={ref} data-testid="hall-bookings-panel">
      <AdminSection
        id="hall-bookings"
        title="Hall bookings"
        description="Enquiries made bookings, confirmed or declined with an e-mail to the hirer; the hall’s diary; and its rooms, terms and feed."
        action={
          <button type="button" className={primaryButton} onClick={adding.showEmpty}>
            New booking
          </button>
        }
      >
        {admin.data ? <BookingDialog key={adding.key} admin={admin.data} request={adding.request} open={adding.open} onOpenChange={adding.setOpen} /> : null}
        {!wanted ? (
          <PanelStatus>The hall’s bookings load when this panel is on the screen.</PanelStatus>
        ) : admin.isPending ? (
          <PanelStatus>Loading the hall’s bookings...</PanelStatus>
        ) : admin.isError ? (
          <PanelStatus tone="error">Unable to load the hall’s bookings.</PanelStatus>
        ) : (
          <HallContents admin={admin.data} />
        )}
      </AdminSection>
    </div>
  )
}

function HallContents({ admin }: { admin: HallAdmin }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby={BOOKINGS_HEADING_ID}>
        <h3 id={BOOKINGS_HEADING_ID} tabIndex={-1} className="font-serif text-xl font-bold text-wine-900">
          Bookings
        </h3>
        <p className="mt-1 mb-3 text-ink-700">Provisional first, then confirmed with dates to come, then the rest of the last 90 days.</p>
        {admin.bookings.length === 0 ? (
          <PanelStatus>No bookings yet.</PanelStatus>
        ) : (
          <ul className="space-y-4" aria-label="Bookings">
            {admin.bookings.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} admin={admin} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <HallDiary rooms={admin.rooms} />
      <HallSettings admin={admin} />
    </div>
  )
}
