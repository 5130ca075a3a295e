import { QueryClientProvider } from '@tanstack/react-query'
import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useAdminSession } from '~/components/admin/shell/admin-session'
import { createDashboardQueryClient } from '~/components/admin/shell/dashboard-query-client'
import { getSignedInAdmin } from '~/server-fns/admin-session'

/**
 * Every page an administrator reaches once signed in. Checked on the server for a page request and
 * through a server function on a client-side navigation; until a required second factor is set up,
 * only the account page opens.
 */
export const Route = createFileRoute('/admin/_signed-in')({
  beforeLoad: async ({ location }) => {
    const admin = await getSignedInAdmin()
    if (!admin) throw redirect({ to: '/admin' })
    if (admin.mustSetUpSecondFactor && location.pathname !== '/admin/account') throw redirect({ to: '/admin/account' })
  },
  component: SignedInLayout,
})

function SignedInLayout() {
  const [queryClient] = useState(createDashboardQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <LeaveWhenSignedOut />
      <Outlet />
    </QueryClientProvider>
  )
}

/** The session is checked again in the browser, so an expired one lands back on /admin. */
function LeaveWhenSignedOut() {
  const navigate = useNavigate()
  const { signedOut } = useAdminSession()
  useEffect(() => {
    if (signedOut) void navigate({ to: '/admin', replace: true })
  }, [signedOut, navigate])
  return null
}
