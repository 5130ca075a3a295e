import { describedBy, Field } from '~/components/ui/Field'
import { textInput } from '~/components/ui/styles'
import { RadioGroup } from './Choices'

export type ApplyTo = 'every' | 'from'

const APPLY_TO: [ApplyTo, string][] = [
  ['every', 'To every date'],
  ['from', 'From a date on'],
]

/** Whether an edit changes the whole series, or only its dates from a given date on, keeping the past as it was. */
export function ChangeFromFields({
  idPrefix,
  applyTo,
  onApplyTo,
  changeFrom,
  onChangeFrom,
  error,
}: {
  idPrefix: string
  applyTo: ApplyTo
  onApplyTo: (applyTo: ApplyTo) => void
  changeFrom: string
  onChangeFrom: (date: string) => void
  error?: string
}) {
  const id = `${idPrefix}-changeFrom`
  return (
    <>
      <RadioGroup id={`${idPrefix}-applyTo`} legend="Apply this change" options={APPLY_TO} value={applyTo} onChange={onApplyTo} />
      {applyTo === 'from' ? (
        <Field id={id} label="From" hint="The first date the change takes effect; the dates before it stay as they were" error={error}>
          <input
            id={id}
            type="date"
            className={`${textInput} sm:w-auto`}
            value={changeFrom}
            onChange={(event) => onChangeFrom(event.target.value)}
            {...describedBy(id, error, 'hint')}
          />
        </Field>
      ) : null}
    </>
  )
}
