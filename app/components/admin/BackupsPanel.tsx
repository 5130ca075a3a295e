import { useQuery } from '@tanstack/react-query'
import type { BackupStatus } from '~/lib/admin/backups'
import { formatActivityTime } from './ActivityTable'
import { AdminSection, PanelStatus } from './AdminSection'

export const BACKUPS_KEY = ['/api/admin/backups'] as const

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function schedule(status: BackupStatus): string {
  if (status.intervalHours === 0) return 'The site makes no backups of its own (BACKUP_INTERVAL_HOURS is 0): run npm run backup.'
  const every = status.intervalHours === 24 ? 'every day' : `every ${status.intervalHours} hours`
  return `The site backs up the database and the uploaded files ${every}, into ${status.where}. Copy the newest backup off this machine regularly.`
}

/** When the last backup succeeded, or that none has, or why the last one failed; and the newest one to download. */
export function BackupsPanel() {
  const status = useQuery<BackupStatus>({ queryKey: BACKUPS_KEY, staleTime: 0 })
  return (
    <AdminSection id="backups" title="Backups" description="Backups of the database and the uploaded files.">
      {status.isPending ? (
        <PanelStatus>Loading backups...</PanelStatus>
      ) : status.isError ? (
        <PanelStatus tone="error">Unable to load the backups.</PanelStatus>
      ) : (
        <div className="grid gap-3 text-ink-900" data-testid="backup-status">
          {status.data.lastSuccess ? (
            <p>
              Last backup: {formatActivityTime(status.data.lastSuccess.at)}, {status.data.lastSuccess.fileName} ({megabytes(status.data.lastSuccess.bytes)}).
            </p>
          ) : (
            <p>No backup has been made yet.</p>
          )}
          {status.data.lastProblem && (
            <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-900">
              The last backup {status.data.lastProblem.status === 'skipped' ? 'was skipped' : 'failed'} at {formatActivityTime(status.data.lastProblem.at)}:{' '}
              {status.data.lastProblem.error}
            </p>
          )}
          <p className="text-ink-700">{schedule(status.data)}</p>
          {status.data.lastSuccess && (
            <p>
              <a className="font-semibold text-ink-900 underline" href="/api/admin/backups/latest" download>
                Download the latest backup
              </a>
            </p>
          )}
        </div>
      )}
    </AdminSection>
  )
}
