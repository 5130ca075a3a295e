import { statfs } from 'node:fs/promises'
import path from 'node:path'
import { type Env, env } from '../env.ts'
import { s3Settings } from '../storage/object-store.ts'

const MB = 1024 * 1024

/** How long a write that met a full disk keeps /readyz at 503, unless space is freed sooner. */
const FAILURE_SHOWN_MS = 60_000

/** Space that must come back, beyond what was free when a write failed, before the failure counts as mended. */
const FREED_MARGIN_BYTES = MB

type Failure = { at: number; freeBytes?: number }
type Free = { folder: string; bytes: number }

let lastFailure: Failure | undefined

/** The folders the site writes to: DATA_DIR, and the uploads folder when files are kept there, which may be a disk of its own. */
function watchedFolders(config: Env): string[] {
  const folders = [config.DATA_DIR]
  if (!s3Settings(config)) folders.push(path.join(config.DATA_DIR, 'uploads'))
  return folders
}

/** The bytes an unprivileged writer may still use on a folder's file system, or undefined when it cannot be told (no such folder yet). */
export async function freeBytes(folder: string): Promise<number | undefined> {
  try {
    const info = await statfs(folder)
    return info.bavail * info.bsize
  } catch {
    return undefined
  }
}

async function leastFree(folders: string[]): Promise<Free | undefined> {
  let least: Free | undefined
  for (const folder of folders) {
    const bytes = await freeBytes(folder)
    if (bytes !== undefined && (!least || bytes < least.bytes)) least = { folder, bytes }
  }
  return least
}

const inMegabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`

/** Notes a write that failed for want of space, so /readyz reports it until space is freed or a minute has passed. */
export function recordDiskFull(config: Env = env()): void {
  const failure: Failure = { at: Date.now() }
  lastFailure = failure
  void leastFree(watchedFolders(config)).then((least) => {
    failure.freeBytes = least?.bytes
  })
}

/**
 * Why the site's disk stops it taking writes, for /readyz, or null when it is fine: a disk under
 * DISK_MIN_FREE_MB, or a write that met a full disk in the last minute (a bucket's or an external
 * database's disk too, which statfs cannot see) while no space has come back since.
 */
export async function diskSpaceProblem(config: Env = env()): Promise<string | null> {
  const least = await leastFree(watchedFolders(config))
  if (least && least.bytes < config.DISK_MIN_FREE_MB * MB) {
    return `The disk holding ${least.folder} is nearly full: ${inMegabytes(least.bytes)} free, less than DISK_MIN_FREE_MB (${config.DISK_MIN_FREE_MB} MB). Free some space.`
  }
  const failure = lastFailure
  if (!failure || Date.now() - failure.at >= FAILURE_SHOWN_MS) return null
  const freed = least !== undefined && failure.freeBytes !== undefined && least.bytes > failure.freeBytes + FREED_MARGIN_BYTES
  if (freed) return null
  return `A write failed at ${new Date(failure.at).toISOString()} because the disk is full. Free some space.`
}
