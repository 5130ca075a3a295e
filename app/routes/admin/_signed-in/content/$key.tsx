import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { PanelStatus } from '~/components/admin/shell/AdminSection'
import { documentKey } from '~/components/admin/content/content-keys'
import type { DocumentState } from '~/lib/content/admin-api'
import { DocumentEditor } from '~/components/admin/content/DocumentEditor'
import { DOCUMENTS } from '~/content/documents/index'
import { type ContentKey, DOCUMENT_TITLES, isContentKey } from '~/content/documents/keys'

export const Route = createFileRoute('/admin/_signed-in/content/$key')({
  beforeLoad: ({ params }) => {
    if (!isContentKey(params.key)) throw notFound()
  },
  head: ({ params }) => ({ meta: [{ title: isContentKey(params.key) ? `${DOCUMENT_TITLES[params.key]}: edit site content` : 'Edit site content' }] }),
  component: EditContentPage,
})

function EditContentPage() {
  const { key } = Route.useParams()
  return isContentKey(key) ? <EditorPage key={key} documentKey={key} /> : null
}

function EditorPage({ documentKey: key }: { documentKey: ContentKey }) {
  const definition = DOCUMENTS[key]
  const document = useQuery<DocumentState>({ queryKey: documentKey(key), staleTime: 0 })
  return (
    <div className="min-h-screen bg-cream-100">
      <header className="border-b border-cream-200 bg-white">
        <div className="mx-auto max-w-4xl px-side py-4">
          <Link to="/admin/dashboard" hash="site-content" className="font-semibold text-wine-800 underline underline-offset-2">
            Back to the dashboard
          </Link>
          <p className="mt-3 text-sm font-semibold tracking-wide text-ink-700 uppercase">Site content</p>
          <h1 className="font-serif text-3xl font-bold text-wine-900">{definition.title}</h1>
          <p className="mt-1 text-ink-700">{definition.summary}</p>
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-side py-6">
        {document.isPending ? (
          <PanelStatus>Loading the document...</PanelStatus>
        ) : document.isError ? (
          <PanelStatus tone="error">Unable to load this document. Reload the page to try again.</PanelStatus>
        ) : (
          <DocumentEditor documentKey={key} definition={definition} loaded={document.data} />
        )}
      </div>
    </div>
  )
}
