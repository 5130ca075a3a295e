/** What the dashboard says of backups: the last that succeeded, and the last attempt when it did not. */
export type BackupStatus = {
  /** 0 when the server makes no backups of its own. */
  intervalHours: number
  where: string
  /** Whether BACKUP_RECIPIENT is set, so that new backups are encrypted. */
  encrypting: boolean
  lastSuccess: { at: string; fileName: string; bytes: number; encrypted: boolean } | null
  lastProblem: { at: string; status: 'failed' | 'skipped'; error: string } | null
  /** Until when the admin counts as just signed in (ISO): after it, a download asks for the password. */
  authenticatedUntil: string
}

/** The download's refusal of a backup made without BACKUP_RECIPIENT. */
export const UNENCRYPTED_NOT_DOWNLOADED =
  'The latest backup is not encrypted, so it is not downloaded: it holds the password hashes and the authenticator-app key. Make a key pair with npm run backup:key, set BACKUP_RECIPIENT and restart the site; the next backup will be encrypted.'
