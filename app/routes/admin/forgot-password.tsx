import { createFileRoute } from '@tanstack/react-router'
import { AccountCard, AccountInput, FormAlert, submitButton } from '~/components/admin/account/AccountCard'
import { forgotPasswordSearch } from '~/lib/admin/account-page-search'
import { RESET_LINK_SENT_MESSAGE, throttledResetMessage } from '~/lib/admin/account-pages'
import { forgotPasswordFormResponse } from '#server/admins/form-pages.ts'

export const Route = createFileRoute('/admin/forgot-password')({
  validateSearch: forgotPasswordSearch,
  head: () => ({ meta: [{ title: 'Forgot your password?' }] }),
  // A plain form post, with or without JavaScript: a 303 back here with the same words for any address.
  server: { handlers: { POST: ({ request }) => forgotPasswordFormResponse(request) } },
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const { sent, error, minutes } = Route.useSearch()
  return (
    <AccountCard title="Forgot your password?" intro="Enter the e-mail address you sign in with, and we will send you a link to set a new password.">
      <form method="post" className="space-y-5">
        {sent ? <FormAlert tone="success">{RESET_LINK_SENT_MESSAGE}</FormAlert> : null}
        {error === 'throttled' ? <FormAlert>{throttledResetMessage(minutes ?? 60)}</FormAlert> : null}
        <AccountInput
          id="reset-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          error={error === 'email' ? 'Please enter a valid email address' : undefined}
          maxLength={254}
        />
        <button type="submit" className={submitButton}>
          Send me a link
        </button>
      </form>
    </AccountCard>
  )
}
