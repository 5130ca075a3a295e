import { appendFileSync, renameSync, statSync } from 'node:fs'
import path from 'node:path'

/** The log is rotated at this size, keeping one old file: at most twice this on disk. */
export const POSTGRES_LOG_MAX_BYTES = 5 * 1024 * 1024

/** Lines kept in memory, to be shown when the database fails, even when the disk is too full to write the log. */
const KEPT_LINES = 20

export type PostgresLog = {
  /** DATA_DIR/postgres.log; the previous one is postgres.log.1. */
  readonly file: string
  write: (text: string) => void
  /** Where the log is, and its last lines, for the site's own output. */
  summary: () => string
  /** An error that says what failed, why (the library's reason, else PostgreSQL's last lines) and where the log is. */
  failure: (what: string, cause: unknown) => Error
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size
  } catch {
    return 0
  }
}

/**
 * The embedded PostgreSQL's own output (initdb's too), appended to DATA_DIR/postgres.log, which
 * is renamed to postgres.log.1 when it would pass `maxBytes`. Its last lines stay in memory.
 */
export function openPostgresLog(dataDir: string, maxBytes = POSTGRES_LOG_MAX_BYTES): PostgresLog {
  const file = path.join(dataDir, 'postgres.log')
  const recent: string[] = []
  let size: number | undefined

  function remember(text: string) {
    for (const line of text.split('\n')) {
      if (line.trim()) recent.push(line.trimEnd())
    }
    recent.splice(0, Math.max(0, recent.length - KEPT_LINES))
  }

  function append(text: string) {
    let bytes = Buffer.from(text)
    if (bytes.byteLength > maxBytes) bytes = bytes.subarray(bytes.byteLength - maxBytes)
    size ??= sizeOf(file)
    if (size > 0 && size + bytes.byteLength > maxBytes) {
      renameSync(file, `${file}.1`)
      size = 0
    }
    appendFileSync(file, bytes, { mode: 0o600 })
    size += bytes.byteLength
  }

  function summary() {
    const lines = recent.length > 0 ? `; its last lines:\n${recent.map((line) => `  ${line}`).join('\n')}` : ''
    return `PostgreSQL's log is ${file}${lines}`
  }

  return {
    file,
    write: (text) => {
      remember(text)
      try {
        append(text)
      } catch {
        // A full disk, most likely: the lines are still in memory, and the size is read again next time.
        size = undefined
      }
    },
    summary,
    failure: (what, cause) => {
      const reason = cause instanceof Error && cause.message ? cause.message : undefined
      return new Error(reason ? `${what}: ${reason}\nPostgreSQL's log is ${file}` : `${what}\n${summary()}`, { cause })
    },
  }
}
