import { useCallback, useEffect, useState } from 'react'
import { dangerButton, secondaryButton } from '~/components/ui/styles'
import { ScrollsSideways } from '~/components/ui/ScrollsSideways'
import { toast } from '~/components/ui/toast-store'
import { apiRequest, errorMessage } from '~/lib/site/api-request'
import { AccountSection } from './AccountSection'
import { FormAlert } from './AccountCard'
import { type OwnSessionState, shownTime } from './account-types'
import { ConfirmFactorChange } from './ConfirmFactorChange'

/** "Firefox on Windows, signed in 27 Nov 2026, 10:15": which session a button or dialog is about. */
function whichBrowser(session: OwnSessionState): string {
  return `${session.browser ?? 'A browser'}, signed in ${shownTime(session.signedInAt)}`
}

/** Every browser signed in to the account, this one marked; any other can be signed out, one or all. */
export function SessionsSection({ authenticatedUntil, onChange }: { authenticatedUntil: string; onChange: () => void }) {
  const [sessions, setSessions] = useState<OwnSessionState[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const load = useCallback(() => {
    apiRequest<{ sessions: OwnSessionState[] }>('GET', '/api/admin/account/sessions').then(
      (result) => setSessions(result.sessions),
      (error: unknown) => setProblem(errorMessage(error, 'Your signed-in browsers could not be loaded. Please reload the page.')),
    )
  }, [])
  useEffect(load, [load])

  async function end(url: string, password: string | undefined, description: string) {
    await apiRequest('DELETE', url, { password })
    toast({ title: 'Signed Out', description, variant: 'success' })
    load()
    onChange()
  }

  const others = sessions?.filter((session) => !session.current) ?? []
  return (
    <AccountSection id="sessions" title="Signed-in browsers">
      <p className="text-ink-700">Each browser where you signed in stays signed in for up to seven days. Sign out any you do not recognise or no longer use.</p>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {sessions ? (
        <ScrollsSideways label="Browser table">
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-cream-200 text-sm text-ink-700">
                <th className="py-2 pr-4">Browser</th>
                <th className="py-2 pr-4">Signed in</th>
                <th className="py-2 pr-4">Last used</th>
                <th className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id} className="border-b border-cream-100" data-testid="session-row">
                  <td className="py-2 pr-4 font-semibold text-ink-900">{session.browser ?? 'Unknown browser'}</td>
                  <td className="py-2 pr-4">{shownTime(session.signedInAt)}</td>
                  <td className="py-2 pr-4">{shownTime(session.lastUsedAt)}</td>
                  <td className="py-2 text-right">
                    {session.current ? (
                      <strong className="text-ink-900">This browser</strong>
                    ) : (
                      <ConfirmFactorChange
                        trigger={
                          <>
                            Sign out<span className="sr-only"> {whichBrowser(session)}</span>
                          </>
                        }
                        triggerClassName={dangerButton}
                        title="Sign out this browser?"
                        description={`${whichBrowser(session)}, will have to sign in again.`}
                        confirmLabel="Sign out"
                        busyLabel="Signing out..."
                        authenticatedUntil={authenticatedUntil}
                        onConfirm={(password) =>
                          end(`/api/admin/account/sessions/${encodeURIComponent(session.id)}`, password, 'That browser will have to sign in again.')
                        }
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollsSideways>
      ) : problem ? null : (
        <p role="status">Loading your signed-in browsers...</p>
      )}
      {others.length > 0 ? (
        <ConfirmFactorChange
          trigger="Sign out everywhere else"
          triggerClassName={secondaryButton}
          title="Sign out everywhere else?"
          description="Every other browser will have to sign in again. This one stays signed in."
          confirmLabel="Sign out everywhere else"
          busyLabel="Signing out..."
          authenticatedUntil={authenticatedUntil}
          onConfirm={(password) => end('/api/admin/account/sessions', password, 'Every other browser will have to sign in again.')}
        />
      ) : null}
    </AccountSection>
  )
}
