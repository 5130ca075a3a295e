import { useMutation } from '@tanstack/react-query'
import type { Booking } from '~/lib/hall/admin-types'
import type { FieldErrors } from '~/lib/forms/validation'
import { errorMessage } from '~/lib/site/api-request'
import { toast } from '~/components/ui/toast-store'
import { useAfterChange } from '../shell/use-after-change'
import { serverFieldErrors } from '../series/series-api'

export const HALL_KEY = ['/api/admin/hall'] as const
export const DIARY_KEY = ['/api/admin/hall/diary'] as const

export const bookingUrl = (id: string) => `/api/admin/hall/bookings/${encodeURIComponent(id)}`
export const roomUrl = (id: string) => `/api/admin/hall/rooms/${encodeURIComponent(id)}`
export const diaryUrl = (from: string, days: number) => `${DIARY_KEY[0]}?${new URLSearchParams({ from, days: String(days) })}`

/** The id of a booking's heading, which focus goes to after its status changes. */
export const bookingHeadingId = (booking: Pick<Booking, 'id'>) => `hall-booking-${booking.id}`
export const BOOKINGS_HEADING_ID = 'hall-bookings-list'

/** Focus on the booking's heading once the list shows it again, or on the list's heading when it has left the list. */
export function focusBookingOrList(id: string): void {
  const heading = document.getElementById(bookingHeadingId({ id })) ?? document.getElementById(BOOKINGS_HEADING_ID)
  heading?.focus()
}

type HallCall<Input, Output> = {
  call: (input: Input) => Promise<Output>
  done: (output: Output, input: Input) => { title: string; description: string }
  failed: string
  /** Before the panel is read again: close a dialog. */
  onDone?: (output: Output) => void
  /** Once the panel shows the change: where focus goes next. */
  afterRefresh?: (output: Output) => void
  onFieldErrors?: (errors: FieldErrors) => void
}

/** A change to the hall's diary: a toast, `onDone`, the panel and the diary read again, then `afterRefresh`; on failure each field's message by its field. */
export function useHallMutation<Input, Output>({ call, done, failed, onDone, afterRefresh, onFieldErrors }: HallCall<Input, Output>) {
  const afterChange = useAfterChange()
  return useMutation({
    mutationFn: call,
    onSuccess: async (output, input) => {
      toast({ ...done(output, input), variant: 'success' })
      onDone?.(output)
      await afterChange(HALL_KEY, DIARY_KEY)
      afterRefresh?.(output)
    },
    onError: (error) => {
      onFieldErrors?.(serverFieldErrors(error))
      toast({ title: failed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' })
    },
  })
}
