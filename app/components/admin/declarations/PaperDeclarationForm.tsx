import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { TextField } from '~/components/forms/fields'
import { DETAILS_FIELDS, DetailsFields, type DetailsValues, EMPTY_DETAILS, fieldId } from '~/components/giving/DetailsFields'
import { useAfterChange } from '~/components/admin/shell/use-after-change'
import { toast } from '~/components/ui/toast-store'
import { primaryButton } from '~/components/ui/styles'
import type { DeclarationScope } from '~/lib/giving/declaration'
import { ApiError, apiRequest, errorMessage } from '~/lib/site/api-request'
import { DateField, focusFirst } from './DateField'
import { DECLARATIONS_KEY } from './declarations-key'

const ID = 'paper'
const FIELD_IDS: [string, string][] = [...DETAILS_FIELDS, 'email', 'scope', 'madeOn'].map((field) => [field, fieldId(ID, field)])

/** A paper declaration typed in from the form the giver filled, with the date written on it and what it covers. */
export function PaperDeclarationForm({ onRecorded }: { onRecorded: (id: string) => void }) {
  const afterChange = useAfterChange()
  const [details, setDetails] = useState<DetailsValues>(EMPTY_DETAILS)
  const [email, setEmail] = useState('')
  const [scope, setScope] = useState<DeclarationScope>('all_gifts')
  const [madeOn, setMadeOn] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const record = useMutation({
    mutationFn: () => apiRequest<{ id: string; givingReference: string }>('POST', '/api/admin/gift-aid/declarations', { ...details, email, scope, madeOn }),
    onSuccess: async (recorded) => {
      setErrors({})
      toast({ title: 'Declaration recorded', description: `Its giving reference is ${recorded.givingReference}.`, variant: 'success' })
      await afterChange(DECLARATIONS_KEY)
      onRecorded(recorded.id)
    },
    onError: (error) => {
      const found = error instanceof ApiError ? error.fieldErrors : {}
      setErrors(found)
      focusFirst(found, FIELD_IDS)
      toast({ title: 'The declaration was not recorded', description: errorMessage(error, 'Please try again.'), variant: 'destructive' })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!record.isPending) record.mutate()
  }
  return (
    <form onSubmit={submit} aria-label="Record a paper declaration" className="space-y-4 rounded-xl border border-cream-200 p-4">
      <DetailsFields idPrefix={ID} values={details} errors={errors} onChange={setDetails} />
      <TextField
        id={fieldId(ID, 'email')}
        name="email"
        type="email"
        label="E-mail (optional)"
        value={email}
        onChange={setEmail}
        maxLength={254}
        error={errors.email}
      />
      <fieldset className="space-y-2">
        <legend className="font-semibold text-ink-900">What it covers</legend>
        {(
          [
            ['all_gifts', 'All gifts: the past 4 years and in future'],
            ['one_gift', 'One gift'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-3">
            <input
              id={value === 'all_gifts' ? fieldId(ID, 'scope') : undefined}
              type="radio"
              name="paper-scope"
              checked={scope === value}
              onChange={() => setScope(value)}
              className="h-5 w-5 accent-wine-700"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <DateField id={fieldId(ID, 'madeOn')} label="Date given" value={madeOn} onChange={setMadeOn} error={errors.madeOn} />
      <button type="submit" className={primaryButton} aria-disabled={record.isPending || undefined}>
        {record.isPending ? 'Saving...' : 'Record declaration'}
      </button>
    </form>
  )
}
