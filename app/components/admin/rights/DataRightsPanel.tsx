import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { describedBy, Field } from '~/components/ui/Field'
import { primaryButton, textInput } from '~/components/ui/styles'
import { toast } from '~/components/ui/toast-store'
import type { ErasureReport, HeldData } from '~/lib/rights/data-rights'
import { ApiError, apiRequest, errorMessage } from '~/lib/site/api-request'
import { AdminSection } from '../shell/AdminSection'
import { AUDIT_LOG_KEY, useAfterChange } from '../shell/use-after-change'
import { ErasureDone } from './ErasureDone'
import { HeldDataView } from './HeldDataView'

const FIELD_ID = 'data-rights-email'

/** What the panel shows below the form: what is held about an address, or what its erasure did. */
type Shown = { held: HeldData } | { erased: ErasureReport; email: string } | null

/**
 * The data-rights desk: everything held about an e-mail address, its export for a subject access
 * request and its erasure, each recorded in Recent Activity without the address.
 */
export function DataRightsPanel() {
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const [shown, setShown] = useState<Shown>(null)
  const input = useRef<HTMLInputElement>(null)
  const afterChange = useAfterChange()
  const lookUp = useMutation({
    mutationFn: (address: string) => apiRequest<HeldData>('POST', '/api/admin/data-rights/search', { email: address }),
    onSuccess: async (held) => {
      setShown({ held })
      await afterChange(AUDIT_LOG_KEY)
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.fieldErrors.email : undefined
      if (message) {
        setFieldError(message)
        input.current?.focus()
      } else toast({ title: 'Look-up Failed', description: errorMessage(error, 'Failed to look up the address'), variant: 'destructive' })
    },
  })
  useEffect(() => {
    if (shown) document.getElementById('data-rights-result')?.focus()
  }, [shown])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFieldError(undefined)
    if (!lookUp.isPending) lookUp.mutate(email)
  }

  return (
    <AdminSection
      id="data-rights"
      title="Data rights"
      description="Everything the site holds about an e-mail address: see it, export it to answer a subject access request, or erase it."
    >
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 grow basis-64">
          <Field id={FIELD_ID} label="E-mail address" error={fieldError}>
            <input
              ref={input}
              id={FIELD_ID}
              type="email"
              autoComplete="off"
              className={textInput}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...describedBy(FIELD_ID, fieldError)}
            />
          </Field>
        </div>
        <button type="submit" className={primaryButton} aria-disabled={lookUp.isPending || undefined}>
          {lookUp.isPending ? 'Looking up...' : 'Look up'}
        </button>
      </form>
      {shown && 'held' in shown ? <HeldDataView held={shown.held} onErased={(erased) => setShown({ erased, email: shown.held.email })} /> : null}
      {shown && 'erased' in shown ? <ErasureDone email={shown.email} report={shown.erased} /> : null}
    </AdminSection>
  )
}
