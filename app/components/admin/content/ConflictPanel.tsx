import type { Ref } from 'react'
import { primaryButton, secondaryButton } from '~/components/ui/styles'
import { ChangesTable } from './ChangesTable'
import type { FieldChange } from '~/lib/content/diff'

const MINE_THEIRS = [
  { heading: 'Your changes', side: 'after' },
  { heading: 'Their version', side: 'before' },
] as const

/**
 * A save refused because someone else changed the document first: the server's message, the
 * fields where the form and their version differ side by side, and the two ways on. Nothing is
 * lost until the administrator chooses.
 */
export function ConflictPanel({
  message,
  changes,
  onTakeTheirs,
  onKeepMine,
  headingRef,
}: {
  message: string
  /** Their version → the form: `before` is theirs, `after` is mine. */
  changes: FieldChange[]
  onTakeTheirs: () => void
  onKeepMine: () => void
  headingRef: Ref<HTMLHeadingElement>
}) {
  return (
    <section aria-labelledby="conflict-title" className="space-y-4 rounded-xl border-4 border-gold-500 bg-white p-4 sm:p-5">
      <h2 id="conflict-title" ref={headingRef} tabIndex={-1} className="font-serif text-xl font-bold text-wine-900">
        Someone else changed this document
      </h2>
      <p className="text-ink-900">{message}</p>
      <ChangesTable changes={changes} caption="Your changes compared with their version" columns={MINE_THEIRS} />
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={onTakeTheirs}>
          Use their version and lose mine
        </button>
        <button type="button" className={primaryButton} onClick={onKeepMine}>
          Keep editing mine
        </button>
      </div>
      <p className="text-sm text-ink-700">Keeping yours saves nothing yet: press Save draft when you are ready, and your version replaces theirs.</p>
    </section>
  )
}
