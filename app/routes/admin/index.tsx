import { createFileRoute } from '@tanstack/react-router'
import { LoginForm } from '~/components/admin/LoginForm'
import { loginErrorMessage, loginSearch } from '~/lib/admin-login'
import { formLoginResponse } from '#server/auth/sign-in.ts'

export const Route = createFileRoute('/admin/')({
  validateSearch: loginSearch,
  head: () => ({ meta: [{ title: 'Admin Login' }] }),
  // Without JavaScript the form posts here; the answer is a 303 to the dashboard or back to this page.
  server: { handlers: { POST: ({ request }) => formLoginResponse(request) } },
  component: AdminLoginPage,
})

function AdminLoginPage() {
  const search = Route.useSearch()
  return <LoginForm initialError={loginErrorMessage(search)} />
}
