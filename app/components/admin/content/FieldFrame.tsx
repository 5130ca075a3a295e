import type { ReactNode } from 'react'
import type { ValuePath } from './value-path'

/** The ids of a field's hint and error, for its control's aria-describedby. */
export function describedIds(id: string, hint: boolean, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined }
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={`${id}-hint`} className="mb-1 space-y-1 text-sm text-ink-700">
      {children}
    </div>
  )
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={`${id}-error`} className="mb-1 font-semibold text-red-800">
      <span className="sr-only">Error: </span>
      {error}
    </p>
  )
}

/** One labelled control: label, hint, error (above the control, where it is read first), control. */
export function FieldFrame({ id, label, hint, error, children }: { id: string; label: string; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className={error ? 'border-l-4 border-red-700 pl-3' : undefined}>
      <label htmlFor={id} className="mb-1 block font-semibold text-ink-900">
        {label}
      </label>
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
      <FieldError id={id} error={error} />
      {children}
    </div>
  )
}

/**
 * The frame of a group, list or photo: a card at the document's top level; none for a list's item,
 * which the item's card frames; a line at its left edge deeper in. A card in a card in a card would
 * leave a nested field no width on a phone with large text.
 */
export function fieldsetFrame(path: ValuePath): string {
  if (path.length <= 1) return 'min-w-0 space-y-4 rounded-xl border border-cream-200 px-side py-3 sm:p-4'
  if (typeof path.at(-1) === 'number') return 'min-w-0 space-y-4'
  return 'min-w-0 space-y-4 border-l-2 border-ink-600/40 pl-side'
}

export const legendText = 'px-1 font-serif text-lg font-bold text-wine-900'
