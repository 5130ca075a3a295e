import { createFileRoute } from '@tanstack/react-router'
import { AccountCard, AccountInput, FormAlert, submitButton } from '~/components/admin/account/AccountCard'
import { InvitationPasskeyButton } from '~/components/admin/account/InvitationPasskeyButton'
import { LinkRefused } from '~/components/admin/account/LinkRefused'
import { NewPasswordFields } from '~/components/admin/account/NewPasswordFields'
import { linkPageSearch } from '~/lib/admin/account-page-search'
import { isLinkRefusal, LINK_FIELD_MESSAGES, newPasswordError } from '~/lib/admin/account-pages'
import { NAME_MAX_LENGTH } from '~/lib/admin/administrators'
import { getLinkState } from '~/server-fns/admin-links'
import { acceptInvitationFormResponse } from '#server/admins/form-pages.ts'

export const Route = createFileRoute('/admin/invitation')({
  validateSearch: linkPageSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ deps }) => (deps.token ? getLinkState({ data: { purpose: 'invitation', token: deps.token } }) : null),
  head: () => ({ meta: [{ title: 'Accept the invitation' }, { name: 'referrer', content: 'no-referrer' }] }),
  // A plain form post, with or without JavaScript: a 303 into the dashboard, or back here saying why.
  server: { handlers: { POST: ({ request }) => acceptInvitationFormResponse(request) } },
  component: InvitationPage,
})

function InvitationPage() {
  const { token, error, name } = Route.useSearch()
  const link = Route.useLoaderData()
  if (error === 'taken') return <LinkRefused refusal="used" kind="invitation" message={LINK_FIELD_MESSAGES.taken} />
  if (isLinkRefusal(error)) return <LinkRefused refusal={error} kind="invitation" />
  if (!token || !link) return <LinkRefused refusal="unknown" kind="invitation" />
  if (!link.ok) return <LinkRefused refusal={link.refusal} kind="invitation" />
  return (
    <AccountCard
      title="Accept the invitation"
      intro={`You are invited to help look after the website as ${link.email}. Choose your name, then a password or a passkey.`}
    >
      <form method="post" className="space-y-5">
        {error ? <FormAlert>{LINK_FIELD_MESSAGES[error]}</FormAlert> : null}
        <input type="hidden" name="token" value={token} />
        <AccountInput
          id="admin-name"
          name="name"
          label="Your name"
          type="text"
          autoComplete="name"
          hint="Other administrators see it beside what you change."
          error={error === 'name' ? LINK_FIELD_MESSAGES.name : undefined}
          maxLength={NAME_MAX_LENGTH}
          defaultValue={name}
        />
        <section aria-labelledby="with-a-password" className="space-y-5">
          <h2 id="with-a-password" className="font-serif text-xl font-bold text-wine-900">
            With a password
          </h2>
          <NewPasswordFields error={newPasswordError(error)} />
          <button type="submit" className={submitButton}>
            Become an administrator
          </button>
        </section>
        <section aria-labelledby="with-a-passkey" className="space-y-3 border-t border-cream-200 pt-5">
          <h2 id="with-a-passkey" className="font-serif text-xl font-bold text-wine-900">
            Or with a passkey instead
          </h2>
          <InvitationPasskeyButton token={token} />
        </section>
      </form>
    </AccountCard>
  )
}
