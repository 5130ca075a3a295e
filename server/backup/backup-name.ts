/** Backups are named by when they were made, so that names sort by time: `backup-2026-11-24T07-30-00Z.tar.gz`. */
export const BACKUP_NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/

export function backupName(at = new Date()): string {
  return `backup-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`
}
