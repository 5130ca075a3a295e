import { useEffect, useState } from 'react'

/** What an enquiry gives a new booking: the inbox's "Make a booking" hands it to the Hall bookings panel. */
export type BookingRequest = {
  enquiryId: string
  hirerName: string
  hirerEmail: string
  hirerPhone: string
  purpose: string
  /** The dates they asked for, in their own words. */
  askedFor: string
}

type Listener = (request: BookingRequest) => void
const listeners = new Set<Listener>()

/** Opens the Hall bookings panel's new-booking dialog, filled from an enquiry. */
export function requestBooking(request: BookingRequest): void {
  for (const listener of listeners) listener(request)
}

/** The latest enquiry handed to the panel, with a count that changes on every request (for the dialog's key). */
export function useBookingRequests() {
  const [latest, setLatest] = useState<{ request: BookingRequest; count: number } | null>(null)
  useEffect(() => {
    const listener: Listener = (request) => setLatest((now) => ({ request, count: (now?.count ?? 0) + 1 }))
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }, [])
  return latest
}
