import { describedBy } from '~/components/ui/Field'

/** A checkbox with its label beside it and its error under it, tied to it for screen readers; ticked, it is no longer invalid, and the words stay. */
export function CheckField({
  id,
  label,
  checked,
  onChange,
  error,
}: {
  id: string
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string
}) {
  return (
    <div>
      <div className="flex min-h-8 items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-6 w-6 shrink-0 accent-wine-700"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          {...describedBy(id, error)}
          aria-invalid={error && !checked ? true : undefined}
        />
        <label htmlFor={id} className="text-ink-900">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}
