import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ukToday } from '~/lib/giving/claims/uk-dates'
import { ApiError, apiRequest, errorMessage } from '~/lib/site/api-request'
import { useAfterChange } from '~/components/admin/shell/use-after-change'
import { describedBy, Field } from '~/components/ui/Field'
import { primaryButton, textInput } from '~/components/ui/styles'
import { toast } from '~/components/ui/toast-store'

type Kind = { url: string; heading: string; methods: readonly [string, string][]; descriptionMax: number; saved: string; submit: string; hint: string }

/** A gift recorded by hand: cash, a cheque or an envelope. */
export const HAND_GIFT: Kind = {
  url: '/api/admin/gifts',
  heading: 'Record a gift by hand',
  methods: [
    ['cash', 'Cash'],
    ['cheque', 'Cheque'],
    ['envelope', 'Envelope'],
  ],
  descriptionMax: 200,
  saved: 'Gift recorded',
  submit: 'Record gift',
  hint: 'Put the giving reference (GA…) in the description to match it later by search.',
}

/** The small cash or contactless gifts of a service, as one total (Gift Aid Small Donations Scheme). */
export const SMALL_DONATIONS: Kind = {
  url: '/api/admin/gifts/small-donations',
  heading: 'Record a service’s small donations',
  methods: [
    ['cash', 'Cash'],
    ['contactless', 'Contactless'],
  ],
  descriptionMax: 35,
  saved: 'Small donations recorded',
  submit: 'Record small donations',
  hint: 'The total of the cash or contactless gifts of £30 or less each, given at one service, without Gift Aid declarations.',
}

/** The form for a gift or a day's small donations: date, amount in pounds and pence, how it was given, a description. */
export function GiftForm({ kind, onSaved }: { kind: Kind; onSaved: () => Promise<void> }) {
  const id = useId()
  const afterChange = useAfterChange()
  const [values, setValues] = useState({ givenOn: ukToday(), amount: '', method: kind.methods[0]![0], description: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useMutation({
    mutationFn: () => apiRequest('POST', kind.url, values),
    onSuccess: async () => {
      setErrors({})
      setValues({ ...values, amount: '', description: '' })
      toast({ title: kind.saved, variant: 'success' })
      await onSaved()
      await afterChange()
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fieldErrors : {}
      setErrors(fields)
      if (Object.keys(fields).length === 0) toast({ title: 'Could not save', description: errorMessage(error, 'Please try again.'), variant: 'destructive' })
    },
  })
  const input = (name: 'givenOn' | 'amount' | 'description', label: string, type: string, hint?: string) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]} hint={hint}>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        className={textInput}
        value={values[name]}
        inputMode={name === 'amount' ? 'decimal' : undefined}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        {...describedBy(`${id}-${name}`, errors[name], hint)}
      />
    </Field>
  )
  return (
    <form
      aria-labelledby={`${id}-heading`}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (!save.isPending) save.mutate()
      }}
    >
      <h3 id={`${id}-heading`} className="font-serif text-xl font-bold text-wine-900">
        {kind.heading}
      </h3>
      <p className="text-sm text-ink-700">{kind.hint}</p>
      <div className="flex flex-wrap gap-3 *:min-w-0 *:grow *:basis-56">
        {input('givenOn', 'Date', 'date')}
        {input('amount', 'Amount in pounds and pence', 'text', 'For example 10.00')}
        <Field id={`${id}-method`} label="Given as" error={errors.method}>
          <select
            id={`${id}-method`}
            className={textInput}
            value={values.method}
            onChange={(event) => setValues({ ...values, method: event.target.value })}
            {...describedBy(`${id}-method`, errors.method)}
          >
            {kind.methods.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        {input('description', `Description (at most ${kind.descriptionMax} characters)`, 'text')}
      </div>
      <button type="submit" className={primaryButton} aria-disabled={save.isPending || undefined}>
        {save.isPending ? 'Saving...' : kind.submit}
      </button>
    </form>
  )
}
