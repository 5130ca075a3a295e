import { createFileRoute } from '@tanstack/react-router'
import { AccountCard, FormAlert, submitButton } from '~/components/admin/account/AccountCard'
import { LinkRefused } from '~/components/admin/account/LinkRefused'
import { NewPasswordFields } from '~/components/admin/account/NewPasswordFields'
import { linkPageSearch } from '~/lib/admin/account-page-search'
import { isLinkRefusal, LINK_FIELD_MESSAGES, newPasswordError } from '~/lib/admin/account-pages'
import { getLinkState } from '~/server-fns/admin-links'
import { resetPasswordFormResponse } from '#server/admins/form-pages.ts'

export const Route = createFileRoute('/admin/reset-password')({
  validateSearch: linkPageSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ deps }) => (deps.token ? getLinkState({ data: { purpose: 'password_reset', token: deps.token } }) : null),
  head: () => ({ meta: [{ title: 'Set a new password' }, { name: 'referrer', content: 'no-referrer' }] }),
  // A plain form post, with or without JavaScript: a 303 into the dashboard, or back here saying why.
  server: { handlers: { POST: ({ request }) => resetPasswordFormResponse(request) } },
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { token, error } = Route.useSearch()
  const link = Route.useLoaderData()
  if (isLinkRefusal(error)) return <LinkRefused refusal={error} kind="password_reset" />
  if (!token || !link) return <LinkRefused refusal="unknown" kind="password_reset" />
  if (!link.ok) return <LinkRefused refusal={link.refusal} kind="password_reset" />
  return (
    <AccountCard title="Set a new password" intro={`For ${link.email}. Every other session of yours will be signed out.`}>
      <form method="post" className="space-y-5">
        {error && error !== 'name' && error !== 'taken' ? <FormAlert>{LINK_FIELD_MESSAGES[error]}</FormAlert> : null}
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields error={newPasswordError(error)} />
        <button type="submit" className={submitButton}>
          Set the new password
        </button>
      </form>
    </AccountCard>
  )
}
