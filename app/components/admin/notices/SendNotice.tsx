import { AlertDialog } from 'radix-ui'
import { dialogContent, dialogOverlay, primaryButton, secondaryButton } from '~/components/ui/styles'
import { PEOPLE } from './notices-api'

/** "Send to N people", asking first with the number and the subject; it cannot be called back. */
export function SendNotice({ subject, recipients, busy, onConfirm }: { subject: string; recipients: number; busy: boolean; onConfirm: () => void }) {
  const label = `Send to ${PEOPLE(recipients)}`
  if (recipients === 0) {
    return (
      <button type="button" className={primaryButton} aria-disabled aria-describedby="notices-no-one">
        {label}
      </button>
    )
  }
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button type="button" className={primaryButton} aria-disabled={busy || undefined} onClick={(event) => busy && event.preventDefault()}>
          {busy ? 'Starting to send...' : label}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlay} />
        <AlertDialog.Content className={dialogContent}>
          <AlertDialog.Title className="font-serif text-xl font-bold text-wine-900">Send this notice to {PEOPLE(recipients)}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-700">
            “{subject}” will be e-mailed to each of the {PEOPLE(recipients)} who confirmed they want the church’s news, a few every second. Once sending has
            begun it cannot be called back or changed.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={secondaryButton}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={primaryButton} onClick={onConfirm}>
              {label}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
