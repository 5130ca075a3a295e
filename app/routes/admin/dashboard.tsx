import { QueryClientProvider, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { AdminHeader } from '../../components/admin/AdminHeader'
import { AuditLogPanel } from '../../components/admin/AuditLogPanel'
import { ChristmasGrottoSettings } from '../../components/admin/ChristmasGrottoSettings'
import { DashboardOverview, SecurityNotice } from '../../components/admin/DashboardOverview'
import { EmailConfigurationsManager } from '../../components/admin/EmailConfigurationsManager'
import { EventsManager } from '../../components/admin/EventsManager'
import { OutboxPanel } from '../../components/admin/outbox/OutboxPanel'
import { PolicyFileManagement } from '../../components/admin/policies/PolicyFileManagement'
import { toast } from '../../components/ui/toast-store'
import { apiRequest, ApiError, getFromQueryKey } from '../../lib/api-request'
import { createQueryClient } from '../../lib/query-client'

export const Route = createFileRoute('/admin/dashboard')({
  head: () => ({ meta: [{ title: 'Admin Dashboard' }] }),
  component: AdminDashboardPage,
})

type AuthState = { authenticated: boolean; admin?: { email: string } }

/** SPEC §9: the session check is never cached and never retried. */
const AUTH_KEY = ['/api/admin/auth'] as const

/**
 * The dashboard's own query client: SPEC §7's default GET for every key, and a recheck of
 * the session whenever a call answers 401, so an expired session lands back on /admin.
 */
function createDashboardQueryClient(): QueryClient {
  const client = createQueryClient()
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, queryFn: getFromQueryKey } })
  const recheckOn401 = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) void client.invalidateQueries({ queryKey: AUTH_KEY })
  }
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') recheckOn401(event.action.error)
  })
  client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') recheckOn401(event.action.error)
  })
  return client
}

function AdminDashboardPage() {
  const [queryClient] = useState(createDashboardQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <AuthenticatedDashboard />
    </QueryClientProvider>
  )
}

function AuthenticatedDashboard() {
  const navigate = useNavigate()
  const auth = useQuery<AuthState>({ queryKey: AUTH_KEY, staleTime: 0, retry: false })
  const email = auth.data?.authenticated ? auth.data.admin?.email : undefined
  const signedOut = auth.isError || (auth.isSuccess && !email)

  useEffect(() => {
    if (signedOut) void navigate({ to: '/admin', replace: true })
  }, [signedOut, navigate])

  if (!email) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-24 text-center text-lg text-ink-700" role="status">
        <p>Checking authentication...</p>
        <noscript>
          <p className="mt-4">The dashboard needs JavaScript. Please turn it on, then reload this page.</p>
        </noscript>
      </div>
    )
  }
  return <Dashboard email={email} />
}

function Dashboard({ email }: { email: string }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const logout = useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/logout'),
    onSuccess: async () => {
      toast({ title: 'Logged Out', description: 'You have been signed out of the admin dashboard.', variant: 'success' })
      await navigate({ to: '/admin' })
      queryClient.clear()
    },
    onError: () => toast({ title: 'Logout Error', description: 'Failed to logout properly', variant: 'destructive' }),
  })

  return (
    <div className="min-h-screen bg-cream-100">
      <AdminHeader email={email} loggingOut={logout.isPending} onLogout={() => logout.mutate()} />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-8">
        <DashboardOverview />
        <EventsManager />
        <PolicyFileManagement />
        <EmailConfigurationsManager />
        <OutboxPanel />
        <ChristmasGrottoSettings />
        <AuditLogPanel />
        <SecurityNotice />
      </div>
    </div>
  )
}
