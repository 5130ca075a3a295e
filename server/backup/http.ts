import { type BackupStatus, UNENCRYPTED_NOT_DOWNLOADED } from '../../app/lib/admin/backups.ts'
import { sql } from '../../db/client.ts'
import { afterRecentAuthentication } from '../account/reauthentication.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { RECENT_AUTHENTICATION_MS, type Session } from '../auth/session.ts'
import { env } from '../env.ts'
import { Conflict, NotFound } from '../errors.ts'
import { json } from '../http/responses.ts'
import { isEncryptedName } from './backup-name.ts'
import { backupDestination } from './destination.ts'

type Run = { at: string; status: string; file_name: string | null; bytes: string | null; error: string | null }

/** GET /api/admin/backups: when the last backup succeeded, whether it is encrypted, and whether a later one failed or was skipped, and why. */
export async function handleBackupStatus(session: Session): Promise<Response> {
  const config = env()
  const runs = await sql()<Run[]>`
    select to_char(started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, status, file_name, bytes::text, error from backup_runs
    where status <> 'running' order by started_at desc limit 50`
  const success = runs.find((run) => run.status === 'succeeded')
  const problem = runs[0] && runs[0].status !== 'succeeded' ? runs[0] : undefined
  const status: BackupStatus = {
    intervalHours: config.BACKUP_INTERVAL_HOURS,
    where: backupDestination(config).description,
    encrypting: Boolean(config.BACKUP_RECIPIENT),
    lastSuccess: success
      ? { at: success.at, fileName: success.file_name!, bytes: Number(success.bytes), encrypted: isEncryptedName(success.file_name!) }
      : null,
    lastProblem: problem ? { at: problem.at, status: problem.status as 'failed' | 'skipped', error: problem.error ?? '' } : null,
    authenticatedUntil: new Date(session.authenticatedAt.getTime() + RECENT_AUTHENTICATION_MS).toISOString(),
  }
  return json(status)
}

/**
 * GET or POST /api/admin/backups/latest: the newest backup kept, as a download, recorded in the
 * audit log. Like a change to how the admin signs in, it needs a sign-in within five minutes or
 * the password again (POSTed as `{ password }`); a backup that is not encrypted is never given.
 */
export function handleLatestBackupDownload(request: Request, session: Session): Promise<Response> {
  return afterRecentAuthentication(request, session, async () => {
    const destination = backupDestination(env())
    const name = (await destination.list()).at(-1)
    if (name && !isEncryptedName(name)) throw new Conflict(UNENCRYPTED_NOT_DOWNLOADED)
    const file = name ? await destination.open(name) : null
    if (!name || !file) throw new NotFound('There is no backup yet')
    await recordAudit({ actorEmail: session.admin.email, action: 'backup.download', detail: `Downloaded ${name}` })
    return new Response(file.body, {
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(file.size),
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  })
}
