import { useState } from 'react'
import { apiRequest } from '~/lib/site/api-request'
import { describedBy, Field } from '~/components/ui/Field'
import { secondaryButton, textInput } from '~/components/ui/styles'
import { useHallMutation } from './hall-api'

const TURNAROUND_MAX = 240
const ID = 'hall-turnaround'

/** The minutes kept free before and after each use, to set up and clear down. */
export function TurnaroundForm({ minutes }: { minutes: number }) {
  const [value, setValue] = useState(String(minutes))
  const [error, setError] = useState<string | undefined>()
  const save = useHallMutation<number, number>({
    call: (turnaroundMinutes) => apiRequest('PUT', '/api/admin/hall/settings', { turnaroundMinutes }),
    done: (saved) => ({ title: 'Turnaround Saved', description: `${saved} minutes are kept free before and after each use.` }),
    failed: 'Error Saving the Turnaround',
    onFieldErrors: (errors) => setError(errors.turnaroundMinutes),
  })
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const number = Number(value)
    if (value.trim() === '' || !Number.isInteger(number) || number < 0 || number > TURNAROUND_MAX)
      return setError(`Turnaround must be a whole number of minutes, 0 to ${TURNAROUND_MAX}`)
    setError(undefined)
    save.mutate(number)
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <Field id={ID} label="Turnaround (minutes)" hint="Kept free before and after each use, to set up and clear down" error={error}>
        <input
          id={ID}
          type="number"
          inputMode="numeric"
          min={0}
          max={TURNAROUND_MAX}
          className={`${textInput} sm:w-32`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          {...describedBy(ID, error, 'hint')}
        />
      </Field>
      <button type="submit" className={secondaryButton} aria-disabled={save.isPending || undefined}>
        {save.isPending ? 'Saving...' : 'Save turnaround'}
      </button>
    </form>
  )
}
