import { isDiskFull } from '../disk/disk-full.ts'
import { diskSpaceProblem } from '../disk/disk-space.ts'
import { env } from '../env.ts'

/** Operating-system codes for a listening port another program holds, in Node's spelling and Deno's. */
const PORT_TAKEN = /EADDRINUSE|AddrInUse|address already in use/i

function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  if (error === undefined || error === null) return 'no reason was given'
  return String(error)
}

/**
 * What to print when the site cannot start: the reason (never a bare "undefined") and, when the
 * disk is full or the port is taken, what to do about it. The process then exits non-zero.
 */
export async function explainStartFailure(error: unknown): Promise<string> {
  const reason = reasonOf(error)
  const lines = [`The site could not start: ${reason}`]
  const config = env()
  const disk = await diskSpaceProblem(config).catch(() => null)
  if (disk) lines.push(disk)
  else if (isDiskFull(error)) lines.push(`The disk holding ${config.DATA_DIR} is full. Free some space, then start the site again.`)
  if (PORT_TAKEN.test(reason)) lines.push(`Another program may be using port ${config.PORT}, or a database port: stop it, or set PORT.`)
  return lines.join('\n')
}
