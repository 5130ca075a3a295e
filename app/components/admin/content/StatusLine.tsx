import type { Ref } from 'react'
import { atWords, byWords } from './content-words'
import type { DocumentState } from '~/lib/content/admin-api'

/** What the form holds compared with the server: unsaved changes, a saved draft, or the published version. */
export function statusWords(state: DocumentState, dirty: boolean): { main: string; detail: string } {
  const published = state.published
  const site = `Visitors see version ${published.version}, published ${atWords(published.publishedAt)}${byWords(published.publishedBy)}.`
  if (dirty) return { main: 'Unsaved changes', detail: state.draft ? `A draft was saved ${atWords(state.draft.savedAt)}. ${site}` : site }
  if (state.draft) return { main: `Draft saved ${atWords(state.draft.savedAt)}${byWords(state.draft.savedBy)}`, detail: `Not published yet. ${site}` }
  return {
    main: `Published version ${published.version}`,
    detail: `No draft: the form shows what visitors see, published ${atWords(published.publishedAt)}${byWords(published.publishedBy)}.`,
  }
}

export function StatusLine({ state, dirty, event, ref }: { state: DocumentState; dirty: boolean; event: string | null; ref: Ref<HTMLParagraphElement> }) {
  const words = statusWords(state, dirty)
  return (
    <p ref={ref} tabIndex={-1} role="status" className="rounded-lg bg-cream-100 px-4 py-3 text-ink-900">
      {event ? <span className="block">{event}</span> : null}
      <strong className="block">{words.main}</strong>
      <span className="block text-sm text-ink-700">{words.detail}</span>
    </p>
  )
}
