import { SERIES_COUNT_MAX } from '~/lib/calendar/series-schema'
import { describedBy, Field } from '~/components/ui/Field'
import { textInput } from '~/components/ui/styles'
import { RadioGroup } from './Choices'
import { fieldId, type SeriesFieldProps } from './series-field-props'
import type { Ends } from './series-form-values'

const ENDINGS: [Ends, string][] = [
  ['never', 'Never (for ever)'],
  ['until', 'On a date'],
  ['count', 'After a number of times'],
]

/** When the activity stops: never, after a last date, or after a number of times. */
export function SeriesEndFields({ idPrefix, values, errors, change }: SeriesFieldProps) {
  const id = (field: Parameters<typeof fieldId>[1]) => fieldId(idPrefix, field)
  return (
    <>
      <RadioGroup id={id('ends')} legend="Ends" options={ENDINGS} value={values.ends} onChange={(ends) => change({ ends })} error={errors.ends} />
      {values.ends === 'until' ? (
        <Field id={id('untilDate')} label="Last date" error={errors.untilDate}>
          <input
            id={id('untilDate')}
            type="date"
            className={`${textInput} sm:w-auto`}
            value={values.untilDate}
            onChange={(event) => change({ untilDate: event.target.value })}
            {...describedBy(id('untilDate'), errors.untilDate)}
          />
        </Field>
      ) : null}
      {values.ends === 'count' ? (
        <Field id={id('count')} label="Times" hint={`How many dates in all, 1 to ${SERIES_COUNT_MAX}`} error={errors.count}>
          <input
            id={id('count')}
            type="number"
            inputMode="numeric"
            min={1}
            max={SERIES_COUNT_MAX}
            className={`${textInput} sm:w-32`}
            value={values.count}
            onChange={(event) => change({ count: event.target.value })}
            {...describedBy(id('count'), errors.count, 'hint')}
          />
        </Field>
      ) : null}
    </>
  )
}
