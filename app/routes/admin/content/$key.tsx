import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound, redirect, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { PanelStatus } from '~/components/admin/AdminSection'
import { documentKey } from '~/components/admin/content/content-keys'
import type { DocumentState } from '~/lib/content/admin-api'
import { DocumentEditor } from '~/components/admin/content/DocumentEditor'
import { AUTH_KEY, createDashboardQueryClient } from '~/components/admin/dashboard-query-client'
import { DOCUMENTS } from '~/content/documents/index'
import { type ContentKey, isContentKey } from '~/content/documents/keys'
import { getSignedInAdmin } from '~/server-fns/admin-session'

export const Route = createFileRoute('/admin/content/$key')({
  // On the server for a page request, through a server function on a client-side navigation.
  beforeLoad: async ({ params }) => {
    const admin = await getSignedInAdmin()
    if (!admin) throw redirect({ to: '/admin' })
    if (admin.mustSetUpSecondFactor) throw redirect({ to: '/admin/account' })
    if (!isContentKey(params.key)) throw notFound()
  },
  head: () => ({ meta: [{ title: 'Edit site content' }] }),
  component: EditContentPage,
})

type AuthState = { authenticated: boolean; admin?: { email: string } }

function EditContentPage() {
  const [queryClient] = useState(createDashboardQueryClient)
  const { key } = Route.useParams()
  return (
    <QueryClientProvider client={queryClient}>
      <SignedIn>{isContentKey(key) ? <EditorPage key={key} documentKey={key} /> : null}</SignedIn>
    </QueryClientProvider>
  )
}

/** The session is checked again in the browser, so an expired one lands back on /admin. */
function SignedIn({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate()
  const auth = useQuery<AuthState>({ queryKey: AUTH_KEY, staleTime: 0, retry: false })
  const signedOut = auth.isError || (auth.isSuccess && !auth.data.authenticated)
  useEffect(() => {
    if (signedOut) void navigate({ to: '/admin', replace: true })
  }, [signedOut, navigate])
  return <>{children}</>
}

function EditorPage({ documentKey: key }: { documentKey: ContentKey }) {
  const definition = DOCUMENTS[key]
  const document = useQuery<DocumentState>({ queryKey: documentKey(key), staleTime: 0 })
  return (
    <div className="min-h-screen bg-cream-100">
      <header className="border-b border-cream-200 bg-white">
        <div className="mx-auto max-w-4xl px-4 py-4">
          <Link to="/admin/dashboard" className="font-semibold text-wine-800 underline underline-offset-2">
            Back to the dashboard
          </Link>
          <p className="mt-3 text-sm font-semibold tracking-wide text-ink-700 uppercase">Site content</p>
          <h1 className="font-serif text-3xl font-bold text-wine-900">{definition.title}</h1>
          <p className="mt-1 text-ink-700">{definition.summary}</p>
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 py-6">
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
