import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { DETAILS_FIELDS, DetailsFields, type DetailsValues, fieldId } from '~/components/giving/DetailsFields'
import { useAfterChange } from '~/components/admin/shell/use-after-change'
import { toast } from '~/components/ui/toast-store'
import { dangerButton, primaryButton } from '~/components/ui/styles'
import type { DetailsRow } from '~/lib/giving/register'
import { ApiError, apiRequest, errorMessage } from '~/lib/site/api-request'
import { DateField, focusFirst } from './DateField'
import { DECLARATIONS_KEY } from './declarations-key'

type Saved = { message: string }

/** A change saved: the register and the audit log refetched, the fields' errors from a refusal shown and the first focused. */
function useChange(url: string, ids: [string, string][], failed: string, onSaved?: () => void) {
  const afterChange = useAfterChange()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const mutation = useMutation({
    mutationFn: (payload: unknown) => apiRequest<Saved>('POST', url, payload),
    onSuccess: async (saved) => {
      setErrors({})
      toast({ title: 'Saved', description: saved.message, variant: 'success' })
      await afterChange(DECLARATIONS_KEY)
      onSaved?.()
    },
    onError: (error) => {
      const found = error instanceof ApiError ? error.fieldErrors : {}
      setErrors(found)
      focusFirst(found, ids)
      toast({ title: failed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' })
    },
  })
  return { mutation, errors }
}

const asValues = (row: DetailsRow): DetailsValues => ({
  title: row.title ?? '',
  firstName: row.firstName,
  lastName: row.lastName,
  house: row.house,
  outsideUk: row.postcode === null,
  postcode: row.postcode ?? '',
  overseasAddress: row.overseasAddress ?? '',
})

/** New name or address from a date: the earlier details stay for the gifts before it. */
export function ChangeDetailsForm({ id, latest }: { id: string; latest: DetailsRow }) {
  const prefix = `change-${id}`
  const ids: [string, string][] = [...DETAILS_FIELDS, 'effectiveFrom'].map((field) => [field, fieldId(prefix, field)])
  const { mutation, errors } = useChange(`/api/admin/gift-aid/declarations/${id}/details`, ids, 'The change was not saved')
  const [values, setValues] = useState(() => asValues(latest))
  const [effectiveFrom, setEffectiveFrom] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!mutation.isPending) mutation.mutate({ ...values, effectiveFrom })
  }
  return (
    <form onSubmit={submit} aria-label="Change name or address" className="space-y-4 rounded-xl border border-cream-200 p-4">
      <h4 className="font-semibold text-wine-900">Change name or address</h4>
      <DetailsFields idPrefix={prefix} values={values} errors={errors} onChange={setValues} />
      <DateField id={fieldId(prefix, 'effectiveFrom')} label="Date from" value={effectiveFrom} onChange={setEffectiveFrom} error={errors.effectiveFrom} />
      <button type="submit" className={primaryButton} aria-disabled={mutation.isPending || undefined}>
        {mutation.isPending ? 'Saving...' : 'Save new details'}
      </button>
    </form>
  )
}

/** A cancellation from a date: not before the declaration was made, not in the future, not under gifts already claimed. */
export function CancelForm({ id, onCancelled }: { id: string; onCancelled: () => void }) {
  const inputId = `cancel-${id}-cancelledOn`
  // The form goes once the declaration is cancelled: the declaration's heading, now saying so, takes the focus.
  const { mutation, errors } = useChange(
    `/api/admin/gift-aid/declarations/${id}/cancel`,
    [['cancelledOn', inputId]],
    'The declaration was not cancelled',
    onCancelled,
  )
  const [cancelledOn, setCancelledOn] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!mutation.isPending) mutation.mutate({ cancelledOn })
  }
  return (
    <form onSubmit={submit} aria-label="Cancel the declaration" className="space-y-4 rounded-xl border border-cream-200 p-4">
      <h4 className="font-semibold text-wine-900">Cancel the declaration</h4>
      <p className="text-sm text-ink-700">From the day the giver asked: gifts before it stay claimable.</p>
      <DateField id={inputId} label="Cancellation date" value={cancelledOn} onChange={setCancelledOn} error={errors.cancelledOn} />
      <button type="submit" className={dangerButton} aria-disabled={mutation.isPending || undefined}>
        {mutation.isPending ? 'Saving...' : 'Cancel declaration'}
      </button>
    </form>
  )
}
