import { useQuery, useQueryClient } from '@tanstack/react-query'
import { secondaryButton } from '~/components/ui/styles'
import type { BackupStatus } from '~/lib/admin/backups'
import { ConfirmFactorChange } from '../account/ConfirmFactorChange'
import { formatActivityTime } from '../shell/ActivityTable'
import { AdminSection, PanelStatus } from '../shell/AdminSection'
import { downloadPosted } from '../shell/download-posted'

export const BACKUPS_KEY = ['/api/admin/backups'] as const

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function schedule(status: BackupStatus): string {
  if (status.intervalHours === 0) return 'The site makes no backups of its own (BACKUP_INTERVAL_HOURS is 0): run npm run backup.'
  const every = status.intervalHours === 24 ? 'every day' : `every ${status.intervalHours} hours`
  return `The site backs up the database and the uploaded files ${every}, into ${status.where}. Copy the newest backup off this machine regularly.`
}

/** Saves the response's file under the name the server gives it. */
/** The newest backup, with the password when it was asked for; the server's refusal is thrown for the dialog. */
async function downloadLatest(password: string | undefined) {
  await downloadPosted('/api/admin/backups/latest', { password }, 'backup.tar.gz.age')
}

function NotEncrypted({ status }: { status: BackupStatus }) {
  if (status.encrypting && status.lastSuccess?.encrypted !== false) return null
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-900">
      {status.encrypting
        ? 'The latest backup was made before BACKUP_RECIPIENT was set and is not encrypted, so it cannot be downloaded; the next backup will be encrypted.'
        : 'Backups are not encrypted. They hold the administrators’ password hashes and the authenticator-app key, so they stay on this machine and cannot be downloaded here. Make a key pair with npm run backup:key, set BACKUP_RECIPIENT and restart the site (README, Backups).'}
    </p>
  )
}

/** When the last backup succeeded, or that none has, or why the last one failed; and the newest one to download, once the admin has confirmed it is them. */
export function BackupsPanel() {
  const status = useQuery<BackupStatus>({ queryKey: BACKUPS_KEY, staleTime: 0 })
  const queryClient = useQueryClient()
  return (
    <AdminSection id="backups" title="Backups" description="Backups of the database and the uploaded files.">
      {status.isPending ? (
        <PanelStatus>Loading backups...</PanelStatus>
      ) : status.isError ? (
        <PanelStatus tone="error">Unable to load the backups.</PanelStatus>
      ) : (
        <div className="grid gap-3 text-ink-900 wrap-anywhere" data-testid="backup-status">
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
          <NotEncrypted status={status.data} />
          <p className="text-ink-700">{schedule(status.data)}</p>
          {status.data.lastSuccess?.encrypted && (
            <div>
              <ConfirmFactorChange
                trigger="Download the latest backup"
                triggerClassName={secondaryButton}
                title="Download the latest backup?"
                description="The backup is encrypted: only the private key of the backup key pair, kept off this machine, opens it."
                confirmLabel="Download"
                busyLabel="Downloading..."
                authenticatedUntil={status.data.authenticatedUntil}
                onConfirm={async (password) => {
                  await downloadLatest(password)
                  await queryClient.invalidateQueries({ queryKey: BACKUPS_KEY })
                }}
              />
            </div>
          )}
        </div>
      )}
    </AdminSection>
  )
}
