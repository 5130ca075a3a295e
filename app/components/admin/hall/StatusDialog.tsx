import { useState } from 'react'
import type { Booking } from '~/lib/hall/admin-types'
import { apiRequest } from '~/lib/site/api-request'
import { describedBy, Field } from '~/components/ui/Field'
import { FormDialog } from '~/components/ui/FormDialog'
import { textInput } from '~/components/ui/styles'
import { whenWords } from './booking-words'
import { bookingUrl, focusBookingOrList, useHallMutation } from './hall-api'

export type NextStatus = 'confirmed' | 'declined' | 'cancelled'
const MESSAGE_MAX = 2000

const WORDS: Record<NextStatus, { title: string; submit: string; busy: string; done: string }> = {
  confirmed: { title: 'Confirm the booking', submit: 'Confirm and e-mail the hirer', busy: 'Confirming...', done: 'Booking Confirmed' },
  declined: { title: 'Decline the booking', submit: 'Decline and e-mail the hirer', busy: 'Declining...', done: 'Booking Declined' },
  cancelled: { title: 'Cancel the booking', submit: 'Cancel it and e-mail the hirer', busy: 'Cancelling...', done: 'Booking Cancelled' },
}

const feedWords = (booking: Booking, status: NextStatus) =>
  status === 'confirmed' && booking.repeat !== 'none' ? ' It has the link to their own calendar feed of their bookings.' : ''

/** Confirms, declines or cancels a booking, with an optional message added to the e-mail the hirer is sent. */
export function StatusDialog({
  booking,
  status,
  open,
  onOpenChange,
}: {
  booking: Booking
  status: NextStatus
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | undefined>()
  const words = WORDS[status]
  const id = `hall-booking-${booking.id}-message`
  const change = useHallMutation<{ status: NextStatus; message: string }, Booking>({
    call: (body) => apiRequest('POST', `${bookingUrl(booking.id)}/status`, body),
    done: (saved) => ({
      title: words.done,
      description: `${saved.hirerName}: ${whenWords(saved)}. The e-mail to the hirer is queued.${feedWords(saved, status)}`,
    }),
    failed: `Error: ${words.title.toLowerCase()}`,
    onDone: () => onOpenChange(false),
    afterRefresh: (saved) => focusBookingOrList(saved.id),
    onFieldErrors: (errors) => setError(errors.message),
  })
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${words.title} of ${booking.hirerName}`}
      description={`${whenWords(booking)}. The hirer is e-mailed; anything you write here is added to the e-mail.`}
      submitLabel={words.submit}
      busyLabel={words.busy}
      busy={change.isPending}
      onSubmit={() => change.mutate({ status, message })}
    >
      <Field id={id} label="Message to the hirer (optional)" error={error}>
        <textarea
          id={id}
          className={`${textInput} min-h-24`}
          value={message}
          maxLength={MESSAGE_MAX}
          onChange={(event) => setMessage(event.target.value)}
          {...describedBy(id, error)}
        />
      </Field>
    </FormDialog>
  )
}
