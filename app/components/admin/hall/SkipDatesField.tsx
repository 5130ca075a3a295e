import { useState } from 'react'
import { dateWords } from '~/lib/calendar/series-words'
import { describedBy } from '~/components/ui/Field'
import { secondaryButton, textInput } from '~/components/ui/styles'
import { bookingFieldId, type BookingFieldProps, skipDatesError } from './booking-field-props'
import { withSkipDate } from './booking-form-values'

/** "Skip these dates": dates added one by one, listed, each with a button that removes it. */
export function SkipDatesField({ idPrefix, values, errors, change }: BookingFieldProps) {
  const [date, setDate] = useState('')
  const groupId = bookingFieldId(idPrefix, 'skipDates')
  const inputId = bookingFieldId(idPrefix, 'skipDate')
  const error = skipDatesError(errors)
  const add = () => {
    change({ skipDates: withSkipDate(values.skipDates, date) })
    setDate('')
  }
  const remove = (skipped: string) => {
    change({ skipDates: values.skipDates.filter((each) => each !== skipped) })
    document.getElementById(inputId)?.focus()
  }
  return (
    <fieldset id={groupId} className="min-w-0">
      <legend className="mb-1 font-semibold text-ink-900">Skip these dates</legend>
      <p id={`${groupId}-hint`} className="mb-1 text-sm text-ink-700">
        Dates of the booking it does not meet, such as school holidays and bank holidays.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          Date to skip
        </label>
        <input
          id={inputId}
          type="date"
          className={`${textInput} sm:w-auto`}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            add()
          }}
          {...describedBy(groupId, error, 'hint')}
        />
        <button type="button" className={secondaryButton} onClick={add}>
          Add date to skip
        </button>
      </div>
      {values.skipDates.length > 0 ? (
        <ul className="mt-2 space-y-1" aria-label="Dates skipped">
          {values.skipDates.map((skipped) => (
            <li key={skipped} className="flex flex-wrap items-center gap-2">
              <span className="text-ink-900">{dateWords(skipped, 'full')}</span>
              <button type="button" className={secondaryButton} onClick={() => remove(skipped)}>
                Remove<span className="sr-only"> {dateWords(skipped, 'full')}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${groupId}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
