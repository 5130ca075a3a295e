import type { BackupStatus } from '../../app/lib/admin/backups.ts'
import { sql } from '../../db/client.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { env } from '../env.ts'
import { NotFound } from '../errors.ts'
import { json } from '../http.ts'
import { backupDestination } from './destination.ts'

type Run = { at: string; status: string; file_name: string | null; bytes: string | null; error: string | null }

/** GET /api/admin/backups: when the last backup succeeded, and whether a later one failed or was skipped, and why. */
export async function handleBackupStatus(): Promise<Response> {
  const config = env()
  const runs = await sql()<Run[]>`
    select to_char(started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, status, file_name, bytes::text, error from backup_runs
    where status <> 'running' order by started_at desc limit 50`
  const success = runs.find((run) => run.status === 'succeeded')
  const problem = runs[0] && runs[0].status !== 'succeeded' ? runs[0] : undefined
  const status: BackupStatus = {
    intervalHours: config.BACKUP_INTERVAL_HOURS,
    where: backupDestination(config).description,
    lastSuccess: success ? { at: success.at, fileName: success.file_name!, bytes: Number(success.bytes) } : null,
    lastProblem: problem ? { at: problem.at, status: problem.status as 'failed' | 'skipped', error: problem.error ?? '' } : null,
  }
  return json(status)
}

/** GET /api/admin/backups/latest: the newest backup kept, as a download, recorded in the audit log. */
export async function handleLatestBackupDownload(admin: { email: string }): Promise<Response> {
  const destination = backupDestination(env())
  const name = (await destination.list()).at(-1)
  const file = name ? await destination.open(name) : null
  if (!name || !file) throw new NotFound('There is no backup yet')
  await recordAudit({ actorEmail: admin.email, action: 'backup.download', detail: `Downloaded ${name}` })
  return new Response(file.body, {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
