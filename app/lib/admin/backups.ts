/** What the dashboard says of backups: the last that succeeded, and the last attempt when it did not. */
export type BackupStatus = {
  /** 0 when the server makes no backups of its own. */
  intervalHours: number
  where: string
  lastSuccess: { at: string; fileName: string; bytes: number } | null
  lastProblem: { at: string; status: 'failed' | 'skipped'; error: string } | null
}
