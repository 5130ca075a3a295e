import { describedBy, Field } from '~/components/ui/Field'
import { textInput } from '~/components/ui/styles'
import { Checkbox } from './Choices'
import { fieldId, type SeriesFieldProps } from './series-field-props'

const shortInput = `${textInput} sm:w-auto`

/** All day, or the start and end times; and, unless the change takes effect from a date, the first date. */
export function SeriesTimeFields({ idPrefix, values, errors, change, withFirstDate }: SeriesFieldProps & { withFirstDate: boolean }) {
  const id = (field: Parameters<typeof fieldId>[1]) => fieldId(idPrefix, field)
  return (
    <>
      <Checkbox id={id('allDay')} label="All day" checked={values.allDay} onChange={(allDay) => change({ allDay })} />
      {values.allDay ? null : (
        <div className="flex flex-wrap gap-4">
          <Field id={id('startTime')} label="Start time" error={errors.startTime}>
            <input
              id={id('startTime')}
              type="time"
              className={shortInput}
              value={values.startTime}
              onChange={(event) => change({ startTime: event.target.value })}
              {...describedBy(id('startTime'), errors.startTime)}
            />
          </Field>
          <Field id={id('endTime')} label="End time" error={errors.endTime}>
            <input
              id={id('endTime')}
              type="time"
              className={shortInput}
              value={values.endTime}
              onChange={(event) => change({ endTime: event.target.value })}
              {...describedBy(id('endTime'), errors.endTime)}
            />
          </Field>
        </div>
      )}
      {withFirstDate ? (
        <Field id={id('startDate')} label="First date" error={errors.startDate}>
          <input
            id={id('startDate')}
            type="date"
            className={shortInput}
            value={values.startDate}
            onChange={(event) => change({ startDate: event.target.value })}
            {...describedBy(id('startDate'), errors.startDate)}
          />
        </Field>
      ) : null}
    </>
  )
}
