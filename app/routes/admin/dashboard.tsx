import { QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { AdminHeader } from '~/components/admin/AdminHeader'
import { AdministratorsPanel } from '~/components/admin/AdministratorsPanel'
import { AuditLogPanel } from '~/components/admin/AuditLogPanel'
import { BackupsPanel } from '~/components/admin/BackupsPanel'
import { RequireSecondFactorSetting } from '~/components/admin/account/RequireSecondFactorSetting'
import { ChristmasGrottoSettings } from '~/components/admin/ChristmasGrottoSettings'
import { SiteContentPanel } from '~/components/admin/content/SiteContentPanel'
import { AUTH_KEY, createDashboardQueryClient } from '~/components/admin/dashboard-query-client'
import { DashboardOverview, SecurityNotice } from '~/components/admin/DashboardOverview'
import { EmailConfigurationsManager } from '~/components/admin/EmailConfigurationsManager'
import { EventsManager } from '~/components/admin/EventsManager'
import { InboxPanel } from '~/components/admin/inbox/InboxPanel'
import { OutboxPanel } from '~/components/admin/outbox/OutboxPanel'
import { PolicyFileManagement } from '~/components/admin/policies/PolicyFileManagement'
import { VisitsPanel } from '~/components/admin/visits/VisitsPanel'
import { toast } from '~/components/ui/toast-store'
import { apiRequest } from '~/lib/site/api-request'
import { getSignedInAdmin } from '~/server-fns/admin-session'

export const Route = createFileRoute('/admin/dashboard')({
  // On the server for a page request, through a server function on a client-side navigation.
  beforeLoad: async () => {
    const admin = await getSignedInAdmin()
    if (!admin) throw redirect({ to: '/admin' })
    if (admin.mustSetUpSecondFactor) throw redirect({ to: '/admin/account' })
  },
  head: () => ({ meta: [{ title: 'Admin Dashboard' }] }),
  component: AdminDashboardPage,
})

type AuthState = { authenticated: boolean; admin?: { email: string } }

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
      <AdminHeader email={email} signingOut={logout.isPending} onSignOut={() => logout.mutate()} />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-8">
        <DashboardOverview />
        <InboxPanel />
        <VisitsPanel />
        <SiteContentPanel />
        <EventsManager />
        <PolicyFileManagement />
        <EmailConfigurationsManager />
        <OutboxPanel />
        <ChristmasGrottoSettings />
        <AdministratorsPanel />
        <RequireSecondFactorSetting />
        <BackupsPanel />
        <AuditLogPanel />
        <SecurityNotice />
      </div>
    </div>
  )
}
