import { createFileRoute, redirect } from '@tanstack/react-router'
import { AccountPage } from '~/components/admin/account/AccountPage'
import { getSignedInAdmin } from '~/server-fns/admin-session'

export const Route = createFileRoute('/admin/account')({
  beforeLoad: async () => {
    if (!(await getSignedInAdmin())) throw redirect({ to: '/admin' })
  },
  head: () => ({ meta: [{ title: 'Your account' }] }),
  component: AccountPage,
})
