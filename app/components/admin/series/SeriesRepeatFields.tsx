import { WEEKDAYS, type Weekday } from '~/lib/calendar/recurrence'
import { DAY_NAMES } from '~/lib/calendar/series-words'
import { describedBy, Field } from '~/components/ui/Field'
import { textInput } from '~/components/ui/styles'
import { CheckboxGroup, RadioGroup } from './Choices'
import { fieldId, type SeriesFieldProps } from './series-field-props'
import type { Nth, Repeat } from './series-form-values'

const REPEATS: [Repeat, string][] = [
  ['weekly', 'Weekly'],
  ['monthly-weekday', 'Monthly on a weekday'],
  ['monthly-day', 'Monthly on a day'],
]
const INTERVALS: [1 | 2, string][] = [
  [1, 'Every week'],
  [2, 'Every 2nd week'],
]
const DAYS = WEEKDAYS.map((day) => [day, DAY_NAMES[day]] as const)
const NTHS: [Nth, string][] = [
  [1, '1st'],
  [2, '2nd'],
  [3, '3rd'],
  [4, '4th'],
  [-1, 'Last'],
]

/** How the activity repeats: on days of the week, on a weekday of the month, or on a day of the month. */
export function SeriesRepeatFields({ idPrefix, values, errors, change }: SeriesFieldProps) {
  const id = (field: Parameters<typeof fieldId>[1]) => fieldId(idPrefix, field)
  return (
    <>
      <RadioGroup id={id('repeat')} legend="Repeats" options={REPEATS} value={values.repeat} onChange={(repeat) => change({ repeat })} error={errors.repeat} />
      {values.repeat === 'weekly' ? (
        <>
          <RadioGroup
            id={id('interval')}
            legend="How often"
            options={INTERVALS}
            value={values.interval}
            onChange={(interval) => change({ interval })}
            error={errors.interval}
          />
          <CheckboxGroup
            id={id('weekdays')}
            legend="Days"
            options={DAYS}
            value={values.weekdays}
            onChange={(weekdays) => change({ weekdays })}
            error={errors.weekdays}
          />
        </>
      ) : null}
      {values.repeat === 'monthly-weekday' ? (
        <div className="flex flex-wrap gap-4">
          <Field id={id('nth')} label="Which" error={errors.nth}>
            <select
              id={id('nth')}
              className={textInput}
              value={values.nth}
              onChange={(event) => change({ nth: Number(event.target.value) as Nth })}
              {...describedBy(id('nth'), errors.nth)}
            >
              {NTHS.map(([nth, label]) => (
                <option key={nth} value={nth}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          <Field id={id('weekday')} label="Day" error={errors.weekday}>
            <select
              id={id('weekday')}
              className={textInput}
              value={values.weekday}
              onChange={(event) => change({ weekday: event.target.value as Weekday })}
              {...describedBy(id('weekday'), errors.weekday)}
            >
              {DAYS.map(([day, label]) => (
                <option key={day} value={day}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
        </div>
      ) : null}
      {values.repeat === 'monthly-day' ? (
        <Field id={id('monthDay')} label="Day of the month" hint="1 to 31; a month without that day is skipped" error={errors.monthDay}>
          <input
            id={id('monthDay')}
            type="number"
            inputMode="numeric"
            min={1}
            max={31}
            className={`${textInput} sm:w-32`}
            value={values.monthDay}
            onChange={(event) => change({ monthDay: event.target.value })}
            {...describedBy(id('monthDay'), errors.monthDay, 'hint')}
          />
        </Field>
      ) : null}
    </>
  )
}
