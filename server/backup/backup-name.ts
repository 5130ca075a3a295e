import { ENCRYPTED_SUFFIX } from './encryption.ts'

/**
 * Backups are named by when they were made, so that names sort by time, and end in .age when
 * encrypted: `backup-2026-11-24T07-30-00Z.tar.gz.age`.
 */
export const BACKUP_NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz(\.age)?$/

export function backupName(at = new Date(), encrypted = false): string {
  return `backup-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz${encrypted ? ENCRYPTED_SUFFIX : ''}`
}

export const isEncryptedName = (name: string) => name.endsWith(ENCRYPTED_SUFFIX)
