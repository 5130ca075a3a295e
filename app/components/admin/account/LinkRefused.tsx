import { Link } from '@tanstack/react-router'
import type { LinkRefusalCode } from '~/lib/admin/account-page-search'
import { LINK_REFUSAL_MESSAGES } from '~/lib/admin/account-pages'
import { AccountCard, FormAlert } from './AccountCard'

/** What a link page shows for a link that cannot be used, and what to do instead. */
export function LinkRefused({ refusal, kind, message }: { refusal: LinkRefusalCode; kind: 'invitation' | 'password_reset'; message?: string }) {
  return (
    <AccountCard title={kind === 'invitation' ? 'Invitation link refused' : 'Password link refused'}>
      <FormAlert>{message ?? LINK_REFUSAL_MESSAGES[refusal]}</FormAlert>
      <p className="mt-4 text-ink-900" data-testid="link-refused-advice">
        {kind === 'invitation' ? (
          'Ask an administrator of the website to send you a new invitation.'
        ) : (
          <>
            You can{' '}
            <Link to="/admin/forgot-password" className="text-wine-700 underline underline-offset-2 hover:text-wine-900">
              ask for a new link
            </Link>
            .
          </>
        )}
      </p>
    </AccountCard>
  )
}
