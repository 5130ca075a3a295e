import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { secondaryButton } from '~/components/ui/styles'
import { AdminSection, PanelStatus } from '../shell/AdminSection'
import { CONTENT_LIST_KEY } from './content-keys'
import { ContentTransfer } from './ContentTransfer'
import type { DocumentSummary } from '~/lib/content/admin-api'
import { byWords, whenWords } from './content-words'

/** The dashboard's list of the documents the church edits, each with its state and an Edit link. */
export function SiteContentPanel() {
  const documents = useQuery<{ documents: DocumentSummary[] }>({ queryKey: CONTENT_LIST_KEY })
  return (
    <AdminSection id="site-content" title="Site content" description="The church’s facts and texts on the website: edit a draft, preview it, then publish it.">
      {documents.isPending ? (
        <PanelStatus>Loading the site content...</PanelStatus>
      ) : documents.isError ? (
        <PanelStatus tone="error">Unable to load the site content.</PanelStatus>
      ) : (
        <>
          <ul className="divide-y divide-cream-200">
            {documents.data.documents.map((document) => (
              <DocumentRow key={document.key} document={document} />
            ))}
          </ul>
          <ContentTransfer documents={documents.data.documents} />
        </>
      )}
    </AdminSection>
  )
}

function DocumentRow({ document }: { document: DocumentSummary }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 basis-64">
        <h3 className="font-serif text-lg font-bold text-wine-900">{document.title}</h3>
        <p className="text-ink-700">{document.summary}</p>
        {document.hasDraft && document.draftSavedAt ? (
          <p className="mt-1 font-semibold text-wine-800">
            Draft not published: saved {whenWords(document.draftSavedAt)}
            {byWords(document.draftSavedBy)}
          </p>
        ) : null}
        <p className="mt-1 text-sm text-ink-700 wrap-anywhere">
          Published {whenWords(document.publishedAt)}
          {byWords(document.publishedBy)} (version {document.publishedVersion})
        </p>
      </div>
      <Link to="/admin/content/$key" params={{ key: document.key }} className={secondaryButton}>
        Edit<span className="sr-only"> {document.title}</span>
      </Link>
    </li>
  )
}
