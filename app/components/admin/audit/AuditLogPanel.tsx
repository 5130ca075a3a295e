import { useQuery } from '@tanstack/react-query'
import type { AuditRecord } from '~/lib/admin/audit'
import { ActivityTable, formatActivityTime } from '../shell/ActivityTable'
import { AdminSection, PanelStatus } from '../shell/AdminSection'
import { AUDIT_LOG_KEY } from '../shell/use-after-change'

const ACTION_LABELS: Record<string, string> = {
  login: 'Signed in',
  'login.failed': 'Failed sign-in',
  'login.throttled': 'Sign-in blocked',
  'forms.ceiling_reached': 'Form submissions refused',
  logout: 'Signed out',
  'admin.create': 'Administrator created',
  'admin.password': 'Password changed',
  'install.keys_rotated': 'Install keys replaced',
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
  'sermon_library.check': 'Sermon library checked',
  'backup.create': 'Backup made',
  'backup.fail': 'Backup failed',
  'backup.skip': 'Backup skipped',
  'backup.download': 'Backup downloaded',
  'data_rights.search': 'Personal data looked up',
  'data_rights.export': 'Personal data exported',
  'data_rights.erase': 'Personal data erased',
  'complaint.answered': 'Complaint marked answered',
  complaints_expired: 'Old complaints deleted',
  'sermon.confirm': 'Sermon confirmed',
  'sermon.confirm_suggested': 'Sermons confirmed as suggested',
  'sermon.hide': 'Sermon hidden',
  'sermon.show': 'Sermon shown again',
  'sermon_library.settings': 'Podcast feed changed',
}

/** Entries the site writes by itself, with no administrator behind them. */
const SITE_ACTIONS = new Set(['forms.ceiling_reached', 'messages_expired', 'complaints_expired'])

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
