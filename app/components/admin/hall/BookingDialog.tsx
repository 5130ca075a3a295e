import { useState } from 'react'
import { londonToday } from '~/lib/calendar/london-time'
import type { Booking, BookingInput, HallAdmin } from '~/lib/hall/admin-types'
import { bookingSchema } from '~/lib/hall/booking-schema'
import type { FieldErrors } from '~/lib/forms/validation'
import { apiRequest } from '~/lib/site/api-request'
import { FormDialog } from '~/components/ui/FormDialog'
import { checkInput } from '../series/check-input'
import { useFocusRefusedField } from '../series/use-focus-refused-field'
import { bookingFieldId } from './booking-field-props'
import { bookingValues, newBookingValues } from './booking-form-values'
import type { BookingRequest } from './booking-request'
import { whenWords } from './booking-words'
import { CheckField } from './CheckField'
import { bookingUrl, focusBookingOrList, useHallMutation } from './hall-api'
import { HirerFields } from './HirerFields'
import { SkipDatesField } from './SkipDatesField'
import { TermsFields } from './TermsFields'
import { WhenFields } from './WhenFields'

/** A change to these may move the booking onto or off another use: a clash booked over knowingly must be chosen again. */
const WHEN_FIELDS: (keyof BookingInput)[] = ['roomId', 'date', 'startTime', 'endTime', 'repeat', 'until', 'skipDates']

type DialogProps = {
  admin: Pick<HallAdmin, 'rooms' | 'terms'>
  booking?: Booking
  request?: BookingRequest
  open: boolean
  onOpenChange: (open: boolean) => void
}

function useSaveBooking(booking: Booking | undefined, onOpenChange: (open: boolean) => void, onFieldErrors: (errors: FieldErrors) => void) {
  return useHallMutation<BookingInput, Booking>({
    call: (values) =>
      booking ? apiRequest('PUT', bookingUrl(booking.id), { ...values, updatedAt: booking.updatedAt }) : apiRequest('POST', '/api/admin/hall/bookings', values),
    done: (saved) => ({
      title: booking ? 'Booking Saved' : 'Booking Made',
      description: `${saved.hirerName}: ${whenWords(saved)}. ${booking ? '' : 'It is provisional; the e-mail to the hirer is queued.'}`.trim(),
    }),
    failed: booking ? 'Error Saving the Booking' : 'Error Making the Booking',
    onDone: () => onOpenChange(false),
    afterRefresh: (saved) => focusBookingOrList(saved.id),
    onFieldErrors,
  })
}

/**
 * A new booking, from an enquiry or not, or a change to one: every field of the booking. A clash
 * the server refuses is named, with "Book it anyway" to book over it knowingly.
 */
export function BookingDialog({ admin, booking, request, open, onOpenChange }: DialogProps) {
  const [values, setValues] = useState<BookingInput>(() => (booking ? bookingValues(booking) : newBookingValues(admin, londonToday(), request)))
  const [errors, setErrors] = useState<FieldErrors>({})
  // A booking already over a clash shows it, ticked: saving keeps it there unless its dates or times change.
  const [clash, setClash] = useState<string | null>(booking?.clashOverridden ?? null)
  const idPrefix = `hall-booking-${booking?.id ?? 'new'}`
  const focusRefusedField = useFocusRefusedField()
  const save = useSaveBooking(booking, onOpenChange, (found) => {
    setErrors(found)
    if (found.overrideClash) setClash(found.overrideClash)
    focusRefusedField()
  })
  const change = (patch: Partial<BookingInput>) =>
    setValues((now) => ({ ...now, ...patch, ...(WHEN_FIELDS.some((field) => field in patch) ? { overrideClash: false } : {}) }))

  function submit() {
    const checked = checkInput(bookingSchema, values)
    if (!checked.ok) return setErrors(checked.errors)
    setErrors({})
    save.mutate(values)
  }

  const fieldProps = { idPrefix, values, errors, change }
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={booking ? `Edit the booking of ${booking.hirerName}` : 'New booking'}
      description={
        booking ? 'The hirer is not e-mailed about this change.' : 'It is held provisionally until you confirm it; the hirer is e-mailed either way.'
      }
      submitLabel="Save booking"
      busyLabel="Saving..."
      busy={save.isPending}
      onSubmit={submit}
    >
      <HirerFields {...fieldProps} rooms={admin.rooms} />
      <WhenFields {...fieldProps} askedFor={request?.askedFor} />
      {values.repeat === 'none' ? null : <SkipDatesField {...fieldProps} />}
      <TermsFields {...fieldProps} terms={admin.terms} />
      {clash ? (
        <CheckField
          id={bookingFieldId(idPrefix, 'overrideClash')}
          label="Book it anyway"
          checked={values.overrideClash}
          onChange={(overrideClash) => setValues((now) => ({ ...now, overrideClash }))}
          error={clash}
        />
      ) : null}
    </FormDialog>
  )
}
