import { type FormEvent, useCallback, useRef, useState } from 'react'
import { FormResult } from '~/components/forms/FormResult'
import { SubmitButton, TextField } from '~/components/forms/fields'
import { LIMITS } from '~/lib/forms/form-values'
import type { DeclarationScope, GiftAidWording } from '~/lib/giving/declaration'
import type { DeclarationFormRefusal } from '~/lib/giving/outcome'
import { DETAILS_FIELDS, DetailsFields, type DetailsValues, detailsFrom, fieldId } from './DetailsFields'
import { TaxpayerStatement, TellUs } from './WordingText'

const ID = 'gift-aid'
const FIELD_ORDER = [...DETAILS_FIELDS, 'email', 'scope', 'wordingVersion']

/** Each field's control, for the error list's links; the scope's first choice stands for the choice. */
const FIELD_IDS = Object.fromEntries(FIELD_ORDER.map((field) => [field, field === 'scope' ? fieldId(ID, 'scope-one_gift') : fieldId(ID, field)]))

/** Focus goes to the first field with an error, in the order the form shows them. */
function focusFirstError(errors: Record<string, string>) {
  const first = FIELD_ORDER.find((field) => errors[field])
  if (first) document.getElementById(FIELD_IDS[first]!)?.focus()
}

/**
 * The online declaration: a plain POST to /gift-aid that works without JavaScript. With it, the
 * same schema the server uses checks the form first, and the first field at fault takes the focus.
 */
export function DeclarationForm({ wording, refusal }: { wording: GiftAidWording; refusal: DeclarationFormRefusal | null }) {
  const formRef = useRef<HTMLFormElement | null>(null)
  const [details, setDetails] = useState<DetailsValues>(() => detailsFrom(refusal?.values))
  const [email, setEmail] = useState(() => (typeof refusal?.values.email === 'string' ? refusal.values.email : ''))
  const [scope, setScope] = useState<string>(() => (typeof refusal?.values.scope === 'string' ? refusal.values.scope : ''))
  const [errors, setErrors] = useState<Record<string, string>>(refusal?.details ?? {})
  const [banner, setBanner] = useState<string | null>(refusal?.error ?? null)
  const [busy, setBusy] = useState(false)
  // A giver may type before the form hydrates: the controls hold that text and the state does not, so the state takes it.
  const keepTyped = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form
    if (!form) return
    const typed = new FormData(form)
    const text = (name: string) => (typed.get(name) as string | null) ?? ''
    setDetails((current) => ({
      ...current,
      ...Object.fromEntries(DETAILS_FIELDS.filter((name) => name !== 'outsideUk' && typed.has(name)).map((name) => [name, text(name)])),
      outsideUk: typed.has('outsideUk'),
    }))
    if (typed.has('email')) setEmail(text('email'))
    if (typed.has('scope')) setScope(text('scope'))
  }, [])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const [v, { onlineDeclarationSchema }, { fieldErrors }] = await Promise.all([
      import('valibot'),
      import('~/lib/giving/declaration-form'),
      import('~/lib/forms/validation'),
    ])
    const checked = v.safeParse(onlineDeclarationSchema, { ...details, email, scope, wordingVersion: String(wording.version) })
    if (!checked.success) {
      const found = fieldErrors(checked.issues)
      setErrors(found)
      setBanner('Some details are missing or need correcting')
      // After React has shown the messages, so the field's description includes its error.
      requestAnimationFrame(() => focusFirstError(found))
      return
    }
    setBusy(true)
    formRef.current?.submit()
  }

  return (
    <form ref={keepTyped} method="post" action="/gift-aid" onSubmit={onSubmit} noValidate aria-label="Gift Aid declaration" className="space-y-5">
      {banner ? <FormResult kind="error" title="Your declaration has not been made" text={banner} details={errors} fieldIds={FIELD_IDS} /> : null}
      <p className="text-sm text-ink-700">
        Fields marked <span className="text-wine-700">*</span> are required.
      </p>
      <DetailsFields idPrefix={ID} values={details} errors={errors} onChange={setDetails} />
      <TextField
        id={fieldId(ID, 'email')}
        name="email"
        type="email"
        label="E-mail"
        hint="We send the written record of your declaration here, with a private link to cancel it or change your details."
        required
        autoComplete="email"
        maxLength={LIMITS.email}
        value={email}
        onChange={setEmail}
        error={errors.email}
      />
      <ScopeChoice wording={wording} scope={scope} onChange={setScope} error={errors.scope} />
      <TaxpayerStatement wording={wording} />
      <TellUs wording={wording} />
      <input type="hidden" name="wordingVersion" value={wording.version} />
      {errors.wordingVersion ? <p className="font-semibold text-red-800">{errors.wordingVersion}</p> : null}
      <SubmitButton busy={busy} idleLabel="Make my declaration" busyLabel="Sending..." />
    </form>
  )
}

type ScopeChoiceProps = { wording: GiftAidWording; scope: string; onChange: (scope: DeclarationScope) => void; error?: string }

/** One gift, or every gift of the past 4 years and the future: each choice in HMRC's words. */
function ScopeChoice({ wording, scope, onChange, error }: ScopeChoiceProps) {
  const errorId = fieldId(ID, 'scope-error')
  const choices: [DeclarationScope, string][] = [
    ['all_gifts', wording.allGifts],
    ['one_gift', wording.oneGift],
  ]
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-3">
      <legend className="font-semibold text-ink-900">
        What does your declaration cover?
        <span aria-hidden="true" className="text-wine-700">
          {' '}
          *
        </span>
      </legend>
      {choices.map(([value, sentence]) => (
        <div key={value} className="flex items-start gap-3">
          <input
            id={fieldId(ID, `scope-${value}`)}
            type="radio"
            name="scope"
            value={value}
            checked={scope === value}
            onChange={() => onChange(value)}
            aria-invalid={error ? true : undefined}
            className="mt-0.5 h-6 w-6 shrink-0 accent-wine-700"
          />
          <label htmlFor={fieldId(ID, `scope-${value}`)} className="text-ink-900">
            {sentence}
          </label>
        </div>
      ))}
      {error ? (
        <p id={errorId} className="font-semibold text-red-800">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
