import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { AdminHeader } from '~/components/admin/shell/AdminHeader'
import { AdministratorsPanel } from '~/components/admin/administrators/AdministratorsPanel'
import { AuditLogPanel } from '~/components/admin/audit/AuditLogPanel'
import { BackupsPanel } from '~/components/admin/backups/BackupsPanel'
import { RequireSecondFactorSetting } from '~/components/admin/account/RequireSecondFactorSetting'
import { ComplaintsPanel } from '~/components/admin/complaints/ComplaintsPanel'
import { ClaimsPanel } from '~/components/admin/claims/ClaimsPanel'
import { GiftsPanel } from '~/components/admin/gifts/GiftsPanel'
import { DeclarationsPanel } from '~/components/admin/declarations/DeclarationsPanel'
import { ChristmasGrottoSettings } from '~/components/admin/settings/ChristmasGrottoSettings'
import { PhotoLibraryPanel } from '~/components/admin/content/PhotoLibraryPanel'
import { SiteContentPanel } from '~/components/admin/content/SiteContentPanel'
import { SermonLibraryPanel } from '~/components/admin/sermons/SermonLibraryPanel'
import { useAdminSession } from '~/components/admin/shell/admin-session'
import { DashboardOverview, SecurityNotice } from '~/components/admin/shell/DashboardOverview'
import { EmailConfigurationsManager } from '~/components/admin/settings/EmailConfigurationsManager'
import { EventsManager } from '~/components/admin/events/EventsManager'
import { InboxPanel } from '~/components/admin/inbox/InboxPanel'
import { NoticesPanel } from '~/components/admin/notices/NoticesPanel'
import { OutboxPanel } from '~/components/admin/outbox/OutboxPanel'
import { RegularActivitiesPanel } from '~/components/admin/series/RegularActivitiesPanel'
import { HallBookingsPanel } from '~/components/admin/hall/HallBookingsPanel'
import { DataRightsPanel } from '~/components/admin/rights/DataRightsPanel'
import { PolicyFileManagement } from '~/components/admin/policies/PolicyFileManagement'
import { VisitsPanel } from '~/components/admin/visits/VisitsPanel'
import { toast } from '~/components/ui/toast-store'
import { apiRequest } from '~/lib/site/api-request'

export const Route = createFileRoute('/admin/_signed-in/dashboard')({
  head: () => ({ meta: [{ title: 'Admin Dashboard' }] }),
  component: AdminDashboardPage,
})

function AdminDashboardPage() {
  const { email } = useAdminSession()
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
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-side py-8">
        <DashboardOverview />
        <InboxPanel />
        <ComplaintsPanel />
        <DeclarationsPanel />
        <GiftsPanel />
        <ClaimsPanel />
        <VisitsPanel />
        <SiteContentPanel />
        <PhotoLibraryPanel />
        <SermonLibraryPanel />
        <EventsManager />
        <RegularActivitiesPanel />
        <HallBookingsPanel />
        <PolicyFileManagement />
        <EmailConfigurationsManager />
        <OutboxPanel />
        <NoticesPanel />
        <ChristmasGrottoSettings />
        <DataRightsPanel />
        <AdministratorsPanel />
        <RequireSecondFactorSetting />
        <BackupsPanel />
        <AuditLogPanel />
        <SecurityNotice />
      </div>
    </div>
  )
}
