import { useState } from 'react'
import type { HallAdmin } from '~/lib/hall/admin-types'
import { apiRequest } from '~/lib/site/api-request'
import { describedBy, Field } from '~/components/ui/Field'
import { secondaryButton, textInput } from '~/components/ui/styles'
import { useHallMutation } from './hall-api'

const ID = 'hall-terms-text'
type Terms = HallAdmin['terms'][number]

/** The hire terms: the newest version to read, and a new numbered version (a version is never edited). */
export function TermsForm({ newest }: { newest: Terms | undefined }) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const next = (newest?.version ?? 0) + 1
  const add = useHallMutation<string, Terms>({
    call: (body) => apiRequest('POST', '/api/admin/hall/terms', { text: body }),
    done: (made) => ({ title: 'Hire Terms Added', description: `Version ${made.version} is offered to new bookings from now on.` }),
    failed: 'Error Adding the Hire Terms',
    onDone: () => setText(''),
    onFieldErrors: (errors) => setError(errors.text),
  })
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return setError('Hire terms are required')
    setError(undefined)
    add.mutate(text)
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <h4 className="font-semibold text-ink-900">Hire terms</h4>
      {newest ? (
        <details>
          <summary className="cursor-pointer text-ink-900 underline">Read version {newest.version}, offered to new bookings</summary>
          <p className="mt-1 whitespace-pre-wrap wrap-anywhere text-sm text-ink-900">{newest.text}</p>
        </details>
      ) : null}
      <Field id={ID} label={`Version ${next} (a new version; earlier ones stay as the hirers accepted them)`} error={error}>
        <textarea id={ID} className={`${textInput} min-h-28`} value={text} onChange={(event) => setText(event.target.value)} {...describedBy(ID, error)} />
      </Field>
      <button type="submit" className={secondaryButton} aria-disabled={add.isPending || undefined}>
        {add.isPending ? 'Adding...' : `Add as version ${next}`}
      </button>
    </form>
  )
}
