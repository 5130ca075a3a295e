import { useRouterState } from '@tanstack/react-router'
import { isContentKey } from '~/content/documents/keys'

/**
 * Above the header of an administrator's preview, which is never cached or shown to anyone else:
 * what the page shows, and the way back to the editor: the document's when the preview link names
 * it (`?preview=times`), else the dashboard. Plain HTML: it needs no JavaScript.
 */
export function PreviewBanner() {
  const previewOf = useRouterState({ select: (state) => (state.location.search as { preview?: unknown }).preview })
  const editorHref = typeof previewOf === 'string' && isContentKey(previewOf) ? `/admin/content/${previewOf}` : '/admin/dashboard'
  return (
    <section aria-label="Preview of your drafts" className="border-b-4 border-gold-500 bg-gold-300 text-ink-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        <p className="min-w-0 font-semibold">Preview: this page shows your unpublished drafts. Only you can see it.</p>
        <a href={editorHref} className="font-semibold text-ink-900 underline underline-offset-2 hover:text-wine-800">
          Back to the editor
        </a>
      </div>
    </section>
  )
}
