/** A calendar day the treasurer picks, with its error beside it. */
export function DateField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink-900">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1.5 block rounded-lg border border-ink-600/50 bg-white px-3 py-2.5 text-ink-900 aria-[invalid=true]:border-red-700"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 font-semibold text-red-800">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Focus goes to the first control whose id is given for a field at fault, in the order given. */
export function focusFirst(errors: Record<string, string>, ids: [field: string, id: string][]) {
  const first = ids.find(([field]) => errors[field])
  if (first) requestAnimationFrame(() => document.getElementById(first[1])?.focus())
}
