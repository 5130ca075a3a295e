import { createFileRoute } from '@tanstack/react-router'
import { SignInForm } from '~/components/admin/sign-in/SignInForm'
import { signInErrorMessage } from '~/lib/admin/sign-in'
import { signInSearch } from '~/lib/admin/sign-in-search'
import { formSignInResponse } from '#server/auth/http.ts'

export const Route = createFileRoute('/admin/')({
  validateSearch: signInSearch,
  head: () => ({ meta: [{ title: 'Admin Login' }] }),
  // Without JavaScript the form posts here; the answer is a 303 to the dashboard or back to this page.
  server: { handlers: { POST: ({ request }) => formSignInResponse(request) } },
  component: AdminSignInPage,
})

function AdminSignInPage() {
  const search = Route.useSearch()
  return <SignInForm initialError={signInErrorMessage(search)} />
}
