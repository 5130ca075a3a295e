import { describedBy, Field } from '~/components/ui/Field'
import { textInput } from '~/components/ui/styles'
import { RadioGroup } from '../series/Choices'
import { bookingFieldId, type BookingFieldProps } from './booking-field-props'
import { REPEAT_CHOICES } from './booking-words'

const shortInput = `${textInput} sm:w-auto`
type WhenField = 'date' | 'startTime' | 'endTime' | 'until'

function WhenInput({ idPrefix, values, errors, change, field, label, type }: BookingFieldProps & { field: WhenField; label: string; type: 'date' | 'time' }) {
  const id = bookingFieldId(idPrefix, field)
  return (
    <Field id={id} label={label} error={errors[field]}>
      <input
        id={id}
        type={type}
        className={shortInput}
        value={values[field]}
        onChange={(event) => change({ [field]: event.target.value })}
        {...describedBy(id, errors[field])}
      />
    </Field>
  )
}

/** The first date, the times, how it repeats and its last date; what the enquiry asked for above them. */
export function WhenFields({ askedFor, ...props }: BookingFieldProps & { askedFor?: string }) {
  const { idPrefix, values, errors, change } = props
  return (
    <>
      {askedFor ? (
        <p className="rounded-lg bg-cream-100 px-3 py-2 wrap-anywhere text-ink-900">
          <span className="font-semibold">They asked for: </span>
          {askedFor}
        </p>
      ) : null}
      <WhenInput {...props} field="date" label="First date" type="date" />
      <div className="flex flex-wrap gap-4">
        <WhenInput {...props} field="startTime" label="Start time" type="time" />
        <WhenInput {...props} field="endTime" label="End time" type="time" />
      </div>
      <RadioGroup
        id={bookingFieldId(idPrefix, 'repeat')}
        legend="Repeats"
        options={REPEAT_CHOICES}
        value={values.repeat}
        onChange={(repeat) => change(repeat === 'none' ? { repeat, until: '', skipDates: [] } : { repeat })}
        error={errors.repeat}
      />
      {values.repeat === 'none' ? null : <WhenInput {...props} field="until" label="Last date" type="date" />}
    </>
  )
}
