import { type FormEvent, useState } from 'react'
import { describedBy, Field } from '~/components/ui/Field'
import { primaryButton, textInput } from '~/components/ui/styles'
import { toast } from '~/components/ui/toast-store'
import { NAME_MAX_LENGTH } from '~/lib/admin/administrators'
import { apiRequest, errorMessage } from '~/lib/site/api-request'
import { AccountSection } from './AccountSection'
import { useFocusOnRefusal } from './use-focus-on-refusal'

const NAME_HINT = 'Shown to the other administrators and in Recent Activity.'

/** The admin's own name, shown to the other administrators and in Recent Activity. */
export function NameSection({ name, onChange }: { name: string; onChange: () => void }) {
  const [problem, setProblem] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const formRef = useFocusOnRefusal(problem)

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const typed = String(new FormData(event.currentTarget).get('name') ?? '')
    setBusy(true)
    setProblem(undefined)
    try {
      const saved = await apiRequest<{ name: string }>('PUT', '/api/admin/account/name', { name: typed })
      toast({ title: 'Name Saved', description: `Other administrators now see you as ${saved.name}.`, variant: 'success' })
      onChange()
    } catch (error) {
      setProblem(errorMessage(error, 'Your name could not be saved. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AccountSection id="name" title="Your name">
      <form ref={formRef} onSubmit={save} noValidate className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-60">
          <Field id="own-name" label="Name" hint={NAME_HINT} error={problem}>
            <input
              id="own-name"
              name="name"
              defaultValue={name}
              autoComplete="name"
              maxLength={NAME_MAX_LENGTH}
              {...describedBy('own-name', problem, NAME_HINT)}
              className={textInput}
            />
          </Field>
        </div>
        <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
          {busy ? 'Saving...' : 'Save name'}
        </button>
      </form>
    </AccountSection>
  )
}
