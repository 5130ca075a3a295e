import { type ReactNode, useEffect, useState } from 'react'
import type * as v from 'valibot'
import { capitalised, type FieldMeta } from '~/content/fields/fields'
import { secondaryButton } from '~/components/ui/styles'
import { FieldError, FieldHint, fieldsetFrame, legendText } from './FieldFrame'
import { useDocumentForm } from './form-context'
import { emptyValue, itemKey, itemOf } from './field-shape'
import { dotPath, fieldId, moveItem, type ValuePath } from './value-path'

const smallButton = `${secondaryButton} min-h-8 max-w-full flex-wrap px-3 py-1 text-sm`

/** An item's card: cream on the white form, white on the cream card of the item that holds its list. */
function itemCard(listPath: ValuePath): string {
  const itemsAround = listPath.filter((part) => typeof part === 'number').length
  return `space-y-3 rounded-lg px-side py-3 ${itemsAround % 2 === 0 ? 'bg-cream-100' : 'bg-white'}`
}

/** A list whose items can be added, removed and moved, each numbered: "Person 2". */
export function ListField({
  schema,
  meta,
  path,
  value,
  label,
  renderItem,
}: {
  schema: v.GenericSchema
  meta: FieldMeta
  path: ValuePath
  value: unknown
  label: string
  /** The fields of one item (the list's own file cannot name FieldView, which names it). */
  renderItem: (item: { schema: v.GenericSchema; path: ValuePath; value: unknown; label: string }) => ReactNode
}) {
  const { errors, change } = useDocumentForm()
  const items = Array.isArray(value) ? value : []
  const itemSchema = itemOf(schema)
  const itemLabel = meta.itemLabel ?? 'item'
  const min = meta.minItems ?? 0
  const max = meta.maxItems ?? Number.POSITIVE_INFINITY
  const id = fieldId(path)
  const error = errors[dotPath(path)]
  const [focusNext, setFocusNext] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    if (!focusNext) return
    const target = document.getElementById(focusNext)
    const control = target?.matches('input, select, textarea, button') ? target : target?.querySelector<HTMLElement>('input, select, textarea, button')
    if (control && !control.matches(':disabled')) control.focus()
    else document.getElementById(id)?.focus()
    setFocusNext(null)
  }, [focusNext, id])

  const buttonId = (index: number, action: 'up' | 'down' | 'remove') => `${id}-${index}-${action}`
  const name = (index: number) => `${itemLabel} ${index + 1}`

  function move(from: number, to: number, direction: 'up' | 'down') {
    change(path, moveItem(items, from, to))
    const stillMovable = direction === 'up' ? to > 0 : to < items.length - 1
    setFocusNext(buttonId(to, stillMovable ? direction : direction === 'up' ? 'down' : 'up'))
    setAnnouncement(`${capitalised(name(from))} moved ${direction}: it is now ${itemLabel} ${to + 1} of ${items.length}.`)
  }

  function remove(index: number) {
    change(
      path,
      items.filter((_, at) => at !== index),
    )
    const left = items.length - 1
    setFocusNext(left === 0 ? `${id}-add` : buttonId(Math.min(index, left - 1), 'remove'))
    setAnnouncement(`${capitalised(name(index))} removed. ${left} left.`)
  }

  function add() {
    change(path, [...items, emptyValue(itemSchema)])
    setFocusNext(fieldId([...path, items.length]))
    setAnnouncement(`${capitalised(name(items.length))} added.`)
  }

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={fieldsetFrame(path)}
      aria-describedby={[meta.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
    >
      <legend className={legendText}>{label}</legend>
      {meta.hint ? <FieldHint id={id}>{meta.hint}</FieldHint> : null}
      <FieldError id={id} error={error} />
      {items.length === 0 ? <p className="text-ink-700">No {itemLabel}s yet.</p> : null}
      <ol className="space-y-4">
        {items.map((item, index) => (
          <li key={itemKey(item, index)} className={itemCard(path)}>
            {renderItem({ schema: itemSchema, path: [...path, index], value: item, label: capitalised(name(index)) })}
            <div className="flex flex-wrap gap-2">
              <button type="button" id={buttonId(index, 'up')} className={smallButton} disabled={index === 0} onClick={() => move(index, index - 1, 'up')}>
                Move<span className="sr-only"> {name(index)}</span> up
              </button>
              <button
                type="button"
                id={buttonId(index, 'down')}
                className={smallButton}
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1, 'down')}
              >
                Move<span className="sr-only"> {name(index)}</span> down
              </button>
              <button type="button" id={buttonId(index, 'remove')} className={smallButton} disabled={items.length <= min} onClick={() => remove(index)}>
                Remove<span className="sr-only"> {name(index)}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" id={`${id}-add`} className={smallButton} disabled={items.length >= max} onClick={add}>
          Add {itemLabel}
        </button>
        {items.length >= max ? <p className="text-sm text-ink-700">This list holds at most {max}.</p> : null}
        {min > 0 ? <p className="text-sm text-ink-700">At least {min} needed.</p> : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  )
}
