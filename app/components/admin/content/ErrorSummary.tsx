import type { Ref } from 'react'
import type * as v from 'valibot'
import type { FieldErrors } from '~/lib/forms/validation'
import { messageInContext } from './error-context'

/** The element of the field a dot path names, or of the nearest field around it ("people.1.photo.id" → the photo). */
function fieldElement(path: string): HTMLElement | null {
  const steps = path === 'form' ? [] : path.split('.')
  for (let length = steps.length; length >= 0; length--) {
    const element = document.getElementById(`field-${steps.slice(0, length).join('-') || 'document'}`)
    if (element) return element
  }
  return null
}

function focusField(path: string) {
  const element = fieldElement(path)
  if (!element) return
  element.focus()
  const label = element.id && document.querySelector(`label[for="${element.id}"]`)
  ;(label || element).scrollIntoView({ block: 'center' })
}

/** The GOV.UK error summary: what is wrong, each line a link to its field, naming the list item it is in. It takes focus when shown. */
export function ErrorSummary({ errors, schema, ref }: { errors: FieldErrors; schema: v.GenericSchema; ref: Ref<HTMLDivElement> }) {
  const entries = Object.entries(errors)
  if (entries.length === 0) return null
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby="error-summary-title" className="rounded-xl border-4 border-red-700 bg-white p-4 sm:p-5">
      <h2 id="error-summary-title" className="font-serif text-xl font-bold text-red-900">
        There is a problem
      </h2>
      <ul className="mt-3 space-y-2">
        {entries.map(([path, message]) => (
          <li key={path}>
            <a
              href={`#${fieldElementId(path)}`}
              className="font-semibold text-red-800 underline underline-offset-2"
              onClick={(event) => {
                event.preventDefault()
                focusField(path)
              }}
            >
              {messageInContext(schema, path, message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

function fieldElementId(path: string): string {
  return `field-${path === 'form' ? 'document' : path.split('.').join('-')}`
}
