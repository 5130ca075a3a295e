import { AlertDialog } from 'radix-ui'
import { useHandFocusToPanelOnRemoval } from './focus-return'
import { dangerButton, dialogContent, dialogOverlay, secondaryButton } from './styles'

type ConfirmDeleteProps = {
  question: string
  itemName: string
  busy: boolean
  onConfirm: () => void
  /** The button's word, 'Delete' unless said otherwise (e.g. 'Remove'), and what it says while working. */
  actionLabel?: string
  busyLabel?: string
  /** What happens, said under the question. */
  consequence?: string
}

/**
 * A Delete button that asks first. It stays focusable while deleting, and when its row goes away
 * with focus on it, focus moves to the heading of the panel.
 */
export function ConfirmDelete({ question, itemName, busy, onConfirm, actionLabel = 'Delete', busyLabel = 'Deleting...', consequence }: ConfirmDeleteProps) {
  const trigger = useHandFocusToPanelOnRemoval<HTMLButtonElement>()
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button
          ref={trigger}
          type="button"
          className={dangerButton}
          aria-disabled={busy || undefined}
          onClick={(event) => {
            if (busy) event.preventDefault()
          }}
        >
          {busy ? busyLabel : actionLabel}
          <span className="sr-only"> {itemName}</span>
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlay} />
        <AlertDialog.Content className={dialogContent}>
          <AlertDialog.Title className="font-serif text-xl font-bold text-wine-900">{question}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-700">
            {consequence ?? `“${itemName}” will be removed. This cannot be undone.`}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={secondaryButton}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={dangerButton} onClick={onConfirm}>
              {actionLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
