import type { ChangeEvent, ReactNode } from 'react'

export const inputClass =
  'mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink-900 shadow-sm placeholder:text-ink-600 focus-visible:border-wine-700 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700'

type FieldShellProps = {
  id: string
  label: string
  /** Shows the asterisk. Whether the field is required is said by `required` on the control. */
  markRequired: boolean
  hint?: string
  error?: string
  children: ReactNode
}

/** A required line of only spaces is as empty as no line: the browser refuses it, with JavaScript or without. */
const NOT_ONLY_SPACES = '.*\\S.*'

const errorIdFor = (id: string) => `${id}-error`
const hintIdFor = (id: string) => `${id}-hint`

/** What a control's aria-describedby should point at: its hint, then its error. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? hintIdFor(id) : null, error ? errorIdFor(id) : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

function FieldShell({ id, label, markRequired, hint, error, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink-900">
        {label}
        {markRequired ? (
          <span aria-hidden="true" className="text-wine-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintIdFor(id)} className="mt-0.5 text-sm text-ink-700">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorIdFor(id)} className="mt-1.5 font-semibold text-red-800">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  )
}

type TextFieldProps = {
  id: string
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'tel'
  required?: boolean
  /** Defaults to `required`; the hall-hire last name is required without an asterisk, as the spec has it. */
  markRequired?: boolean
  autoComplete?: string
  maxLength: number
  hint?: string
  error?: string
}

export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  type = 'text',
  required = false,
  markRequired = required,
  autoComplete,
  maxLength,
  hint,
  error,
}: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} markRequired={markRequired} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        required={required}
        pattern={required ? NOT_ONLY_SPACES : undefined}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass} border-ink-600/50`}
      />
    </FieldShell>
  )
}

type TextAreaFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'markRequired'> & { rows?: number }

export function TextAreaField({ id, name, label, value, onChange, required = false, maxLength, hint, error, rows = 5 }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} markRequired={required} hint={hint} error={error}>
      <textarea
        id={id}
        name={name}
        value={value}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        required={required}
        maxLength={maxLength}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass} min-h-32 resize-y border-ink-600/50`}
      />
    </FieldShell>
  )
}

type CheckboxFieldProps = { id: string; name: string; label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string; error?: string }

export function CheckboxField({ id, name, label, checked, onChange, hint, error }: CheckboxFieldProps) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className="mt-0.5 h-6 w-6 shrink-0 accent-wine-700"
        />
        <label htmlFor={id} className="text-ink-900">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintIdFor(id)} className="mt-1 ml-9 text-sm text-ink-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorIdFor(id)} className="mt-1.5 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The spam trap: a field people never see or reach (off-screen, out of the tab order, hidden
 * from assistive technology) and browsers never fill. Only robots fill it in.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

type SubmitButtonProps = { busy: boolean; idleLabel: string; busyLabel: string }

export function SubmitButton({ busy, idleLabel, busyLabel }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex min-h-12 w-full items-center justify-center rounded-full border-2 border-transparent bg-wine-700 px-6 py-3 text-lg font-semibold text-white shadow-sm transition-colors hover:bg-wine-800 disabled:cursor-wait disabled:bg-wine-600 sm:w-auto"
    >
      {busy ? busyLabel : idleLabel}
    </button>
  )
}
