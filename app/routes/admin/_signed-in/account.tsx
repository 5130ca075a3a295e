import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '~/components/admin/account/AccountPage'

export const Route = createFileRoute('/admin/_signed-in/account')({
  head: () => ({ meta: [{ title: 'Your account' }] }),
  component: AccountPage,
})
