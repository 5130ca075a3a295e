import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { ConfirmDelete } from '~/components/ui/ConfirmDelete'
import { describedBy, Field } from '~/components/ui/Field'
import { FormDialog } from '~/components/ui/FormDialog'
import { primaryButton, secondaryButton, textInput } from '~/components/ui/styles'
import { toast } from '~/components/ui/toast-store'
import { type AdministratorSummary, type AdministratorsOverview, type InvitationSummary, invitationSchema } from '~/lib/admin/administrators'
import { fieldErrors } from '~/lib/forms/validation'
import { apiRequest, errorMessage } from '~/lib/site/api-request'
import { ActivityTable, formatActivityTime } from '../shell/ActivityTable'
import { AdminSection, PanelStatus } from '../shell/AdminSection'
import { OUTBOX_KEY } from '../outbox/OutboxPanel'
import { useAfterChange } from '../shell/use-after-change'

export const ADMINISTRATORS_KEY = ['/api/admin/administrators'] as const

const nameOf = (admin: AdministratorSummary) => admin.name || admin.email

/** Says that a row was removed; the line saying it takes the focus from the row's button before the row goes. */
type SayRemoved = (words: string) => void

/** The panel's line that says what was last removed, and takes the focus each time it says it. */
function useRemovedStatus() {
  const line = useRef<HTMLParagraphElement>(null)
  const [said, setSaid] = useState<{ words: string; count: number } | null>(null)
  useEffect(() => {
    if (said) line.current?.focus()
  }, [said])
  const say: SayRemoved = (words) => setSaid((before) => ({ words, count: (before?.count ?? 0) + 1 }))
  return { line, words: said?.words ?? null, say }
}

/** Everyone who can sign in to this dashboard, the invitations still open, and the means to change both. */
export function AdministratorsPanel() {
  const overview = useQuery<AdministratorsOverview>({ queryKey: ADMINISTRATORS_KEY, staleTime: 0 })
  const [inviting, setInviting] = useState(false)
  const removed = useRemovedStatus()
  return (
    <AdminSection
      id="administrators"
      title="Administrators"
      description="Everyone here can do everything on this dashboard. Each is told by e-mail when someone is added or removed."
      action={
        <button type="button" className={primaryButton} onClick={() => setInviting(true)}>
          Invite an Administrator
        </button>
      }
    >
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
      {overview.isPending ? (
        <PanelStatus>Loading administrators...</PanelStatus>
      ) : overview.isError ? (
        <PanelStatus tone="error">Unable to load the administrators.</PanelStatus>
      ) : (
        <>
          <AdministratorsTable administrators={overview.data.administrators} sayRemoved={removed.say} />
          {removed.words ? (
            <p ref={removed.line} tabIndex={-1} role="status" className="mt-3 rounded-lg bg-cream-100 px-4 py-3 font-semibold text-ink-900">
              {removed.words}
            </p>
          ) : null}
          <Invitations invitations={overview.data.invitations} sayRemoved={removed.say} />
        </>
      )}
    </AdminSection>
  )
}

function AdministratorsTable({ administrators, sayRemoved }: { administrators: AdministratorSummary[]; sayRemoved: SayRemoved }) {
  const alone = administrators.length <= 1
  return (
    <>
      <ActivityTable label="Administrators" minWidthClass="min-w-[44rem]" columns={['Name', 'Email', 'Last signed in', 'Signs in with', '']}>
        {administrators.map((admin) => (
          <tr key={admin.id} className="border-b border-cream-200 align-top text-ink-900" data-testid="administrator">
            <td className="py-2 pr-4">
              {admin.name || <em className="text-ink-700">No name yet</em>}
              {admin.isYou ? (
                <>
                  <span className="sr-only"> (you)</span>
                  <span aria-hidden="true" className="ml-2 rounded bg-cream-200 px-1.5 py-0.5 text-xs font-semibold">
                    you
                  </span>
                </>
              ) : null}
            </td>
            <td className="py-2 pr-4 break-all">{admin.email}</td>
            <td className="py-2 pr-4 whitespace-nowrap">{admin.lastSignedInAt ? formatActivityTime(admin.lastSignedInAt) : 'Never'}</td>
            {/* Passkeys and a second factor will be listed here beside the password. */}
            <td className="py-2 pr-4">{admin.signInMethods.join(', ')}</td>
            <td className="py-2 text-right">{admin.isYou || alone ? null : <RemoveButton admin={admin} sayRemoved={sayRemoved} />}</td>
          </tr>
        ))}
      </ActivityTable>
      {alone ? (
        <p className="mt-3 text-sm text-ink-700" data-testid="last-administrator-note">
          You are the only administrator, and the last administrator cannot be removed. Invite someone, so that the site never depends on one person.
        </p>
      ) : null}
    </>
  )
}

function RemoveButton({ admin, sayRemoved }: { admin: AdministratorSummary; sayRemoved: SayRemoved }) {
  const afterChange = useAfterChange()
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/admin/administrators/${admin.id}`),
    onSuccess: async () => {
      sayRemoved(`Administrator removed: ${nameOf(admin)} can no longer sign in, and their sessions have ended.`)
      await afterChange(ADMINISTRATORS_KEY, OUTBOX_KEY)
    },
    onError: (error) =>
      toast({ title: 'Error Removing Administrator', description: errorMessage(error, 'Failed to remove the administrator'), variant: 'destructive' }),
  })
  return (
    <ConfirmDelete
      question="Remove this administrator?"
      itemName={nameOf(admin)}
      actionLabel="Remove"
      busyLabel="Removing..."
      consequence={`${nameOf(admin)} will be signed out at once and can no longer sign in. They and the other administrators are told by e-mail.`}
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  )
}

function Invitations({ invitations, sayRemoved }: { invitations: InvitationSummary[]; sayRemoved: SayRemoved }) {
  if (invitations.length === 0) return null
  return (
    <div className="mt-6">
      <h3 className="font-serif text-xl font-bold text-wine-900">Open invitations</h3>
      <ul className="mt-3 space-y-3">
        {invitations.map((invitation) => (
          <InvitationItem key={invitation.id} invitation={invitation} sayRemoved={sayRemoved} />
        ))}
      </ul>
    </div>
  )
}

function InvitationItem({ invitation, sayRemoved }: { invitation: InvitationSummary; sayRemoved: SayRemoved }) {
  const afterChange = useAfterChange()
  const onError = (fallback: string) => (error: unknown) =>
    toast({ title: 'Invitation Error', description: errorMessage(error, fallback), variant: 'destructive' })
  const resend = useMutation({
    mutationFn: () => apiRequest('POST', `/api/admin/invitations/${invitation.id}/resend`),
    onSuccess: async () => {
      toast({
        title: 'Invitation Sent Again',
        description: `A new link is on its way to ${invitation.email}; the old one no longer works.`,
        variant: 'success',
      })
      await afterChange(ADMINISTRATORS_KEY, OUTBOX_KEY)
    },
    onError: onError('Failed to send the invitation again'),
  })
  const withdraw = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/admin/invitations/${invitation.id}`),
    onSuccess: async () => {
      sayRemoved(`Invitation withdrawn: the link sent to ${invitation.email} no longer works.`)
      await afterChange(ADMINISTRATORS_KEY)
    },
    onError: onError('Failed to withdraw the invitation'),
  })
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-cream-200 bg-cream-50 p-4" data-testid="invitation">
      <div className="min-w-0 wrap-anywhere">
        <p className="font-semibold break-all text-ink-900">{invitation.email}</p>
        <p className="mt-1 text-sm text-ink-700">
          Sent {formatActivityTime(invitation.sentAt)}
          {invitation.invitedBy ? ` by ${invitation.invitedBy}` : ''}.{' '}
          {invitation.expired ? <strong>The link has expired.</strong> : `The link works until ${formatActivityTime(invitation.expiresAt)}.`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} aria-disabled={resend.isPending || undefined} onClick={() => resend.isPending || resend.mutate()}>
          {resend.isPending ? 'Sending...' : 'Resend'}
          <span className="sr-only"> the invitation to {invitation.email}</span>
        </button>
        <ConfirmDelete
          question="Withdraw this invitation?"
          itemName={`the invitation to ${invitation.email}`}
          actionLabel="Withdraw"
          busyLabel="Withdrawing..."
          consequence={`The link sent to ${invitation.email} will stop working.`}
          busy={withdraw.isPending}
          onConfirm={() => withdraw.mutate()}
        />
      </div>
    </li>
  )
}

function InviteDialog({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const afterChange = useAfterChange()
  const invite = useMutation({
    mutationFn: (input: { email: string }) => apiRequest('POST', '/api/admin/invitations', input),
    onSuccess: async () => {
      toast({ title: 'Invitation Sent', description: `${email} will receive a link that works once, for 72 hours.`, variant: 'success' })
      await afterChange(ADMINISTRATORS_KEY, OUTBOX_KEY)
      onClose()
    },
    onError: (caught) => setError(errorMessage(caught, 'Failed to send the invitation')),
  })
  const submit = () => {
    const parsed = v.safeParse(invitationSchema, { email })
    if (!parsed.success) return setError(fieldErrors(parsed.issues).email)
    setError(undefined)
    invite.mutate(parsed.output)
  }
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Invite an Administrator"
      description="They get an e-mail with a link that works once, for 72 hours, to choose their name and password."
      submitLabel="Send Invitation"
      busyLabel="Sending..."
      busy={invite.isPending}
      onSubmit={submit}
    >
      <Field id="invite-email" label="Email" error={error}>
        <input
          id="invite-email"
          type="email"
          autoComplete="off"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...describedBy('invite-email', error)}
          className={textInput}
        />
      </Field>
    </FormDialog>
  )
}
