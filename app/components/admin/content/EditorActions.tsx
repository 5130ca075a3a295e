import { dangerButton, primaryButton, secondaryButton } from '~/components/ui/styles'
import { ConfirmAction } from './ConfirmAction'
import type { DocumentState } from '~/lib/content/admin-api'

type Props = {
  formId: string
  previewPath: string
  state: DocumentState
  dirty: boolean
  busy: boolean
  onPublish: () => Promise<void>
  onDiscard: () => Promise<void>
  focusAfter: () => HTMLElement | null
}

function previewNote(hasDraft: boolean, dirty: boolean): string {
  if (!hasDraft) return 'Preview and Publish need a saved draft: press Save draft first.'
  if (dirty) return 'Preview and Publish use the saved draft, without your unsaved changes.'
  return 'Preview opens the page with your draft, seen only by you, in a new tab.'
}

/** Save draft, Preview, Publish and Discard draft, with a line on what Preview and Publish will use. */
export function EditorActions({ formId, previewPath, state, dirty, busy, onPublish, onDiscard, focusAfter }: Props) {
  const hasDraft = state.draft !== null
  const noteId = `${formId}-actions-note`
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <button type="submit" form={formId} className={primaryButton} aria-disabled={busy || undefined}>
          {busy ? 'Working...' : 'Save draft'}
        </button>
        {hasDraft ? (
          <a href={`${previewPath}?preview=${state.key}`} target="_blank" rel="noopener" className={secondaryButton} aria-describedby={noteId}>
            Preview<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <button
            type="button"
            aria-disabled="true"
            aria-describedby={noteId}
            className="inline-flex min-h-10 cursor-not-allowed items-center justify-center rounded-lg border border-dashed border-ink-600 bg-cream-100 px-4 py-2 font-semibold text-ink-700"
          >
            Preview
          </button>
        )}
        <ConfirmAction
          trigger="Publish"
          triggerClassName={secondaryButton}
          disabled={!hasDraft || busy}
          title="Publish this draft?"
          description={
            <>
              <p>The saved draft becomes the new published version, and visitors see it within a few seconds.</p>
              {dirty ? <p className="font-semibold text-ink-900">Your unsaved changes are not part of it: they stay in the form.</p> : null}
              <p>Every version is kept in History, and can be restored.</p>
            </>
          }
          confirmLabel="Publish"
          busyLabel="Publishing..."
          onConfirm={onPublish}
          focusAfter={focusAfter}
        />
        <ConfirmAction
          trigger="Discard draft"
          triggerClassName={dangerButton}
          disabled={!hasDraft || busy}
          title="Discard this draft?"
          description={
            <>
              <p>The saved draft is deleted{dirty ? ', and so are your unsaved changes' : ''}. The form shows the published version again.</p>
              <p>This cannot be undone.</p>
            </>
          }
          confirmLabel="Discard draft"
          busyLabel="Discarding..."
          onConfirm={onDiscard}
          focusAfter={focusAfter}
        />
      </div>
      <p id={noteId} className="text-sm text-ink-700">
        {previewNote(hasDraft, dirty)}
      </p>
    </div>
  )
}
