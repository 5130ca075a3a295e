import { useQuery } from '@tanstack/react-query'
import type { AuditRecord } from '~/lib/admin/audit'
import { ActivityTable, formatActivityTime } from './ActivityTable'
import { AdminSection, PanelStatus } from './AdminSection'
import { AUDIT_LOG_KEY } from './use-after-change'

const ACTION_LABELS: Record<string, string> = {
  login: 'Signed in',
  'login.failed': 'Failed sign-in',
  'login.throttled': 'Sign-in blocked',
  'forms.ceiling_reached': 'Form submissions refused',
  logout: 'Signed out',
  'admin.create': 'Administrator created',
  'admin.password': 'Password changed',
  'admin.invite': 'Administrator invited',
  'admin.invite.resend': 'Invitation sent again',
  'admin.invite.withdraw': 'Invitation withdrawn',
  'admin.invite.accept': 'Invitation accepted',
  'admin.remove': 'Administrator removed',
  'admin.password_reset.request': 'New password asked for',
  'admin.password_reset': 'Password reset by e-mail',
  'event.create': 'Event created',
  'event.update': 'Event updated',
  'event.delete': 'Event deleted',
  'email_configuration.save': 'Email configuration saved',
  'email_configuration.delete': 'Email configuration deleted',
  'christmas_settings.update': 'Christmas settings updated',
  'photo.upload': 'Uploaded a photo',
  'photo.import': 'Imported a photo',
  'content.save': 'Draft saved',
  'content.discard': 'Draft discarded',
  'content.publish': 'Content published',
  'content.restore': 'Version restored',
  'content.import': 'Content imported',
  'backup.create': 'Backup made',
  'backup.fail': 'Backup failed',
  'backup.skip': 'Backup skipped',
  'backup.download': 'Backup downloaded',
}

/** Entries the site writes by itself, with no administrator behind them. */
const SITE_ACTIONS = new Set(['forms.ceiling_reached', 'messages_expired'])

function actorName(entry: AuditRecord): string {
  return entry.actor_name ?? entry.actor_email ?? (SITE_ACTIONS.has(entry.action) ? 'The website' : 'Command line')
}

function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action
}

/** An entry's details, with how often it happened when repeats were folded into it. */
function detailText(entry: AuditRecord): string {
  return entry.occurrences > 1 ? `${entry.detail} (${entry.occurrences} times)` : entry.detail
}

/** The last 50 sign-ins, failures, sign-outs and changes: "All access is logged and monitored", made visible. */
export function AuditLogPanel() {
  const entries = useQuery<AuditRecord[]>({ queryKey: AUDIT_LOG_KEY, staleTime: 0 })
  return (
    <AdminSection id="audit-log" title="Recent Activity" description="The last 50 sign-ins, failed attempts, sign-outs and changes, newest first.">
      {entries.isPending ? (
        <PanelStatus>Loading activity...</PanelStatus>
      ) : entries.isError ? (
        <PanelStatus tone="error">Unable to load the activity log.</PanelStatus>
      ) : entries.data.length === 0 ? (
        <PanelStatus>No activity recorded yet.</PanelStatus>
      ) : (
        <ActivityTable label="Recent activity" minWidthClass="min-w-[40rem]" columns={['When', 'Who', 'What', 'Details']}>
          {entries.data.map((entry) => (
            <tr key={entry.id} className="border-b border-cream-200 align-top text-ink-900" data-testid="audit-entry">
              <td className="py-2 pr-4 whitespace-nowrap">{formatActivityTime(entry.occurred_at)}</td>
              <td className="py-2 pr-4 whitespace-nowrap" title={entry.actor_email ?? undefined}>
                {actorName(entry)}
              </td>
              <td className="py-2 pr-4 whitespace-nowrap">{actionLabel(entry.action)}</td>
              <td className="py-2">{detailText(entry)}</td>
            </tr>
          ))}
        </ActivityTable>
      )}
    </AdminSection>
  )
}
