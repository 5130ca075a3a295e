import process from 'node:process'
import { parseArgs } from 'node:util'
import { AdminAccountError, changeAdminPassword, createAdmin, listAdmins, type AdminListing } from './accounts.ts'
import { resetSecondFactorCommand } from './reset-second-factor.ts'
import { newPasswordProblem } from '../auth/password-policy.ts'
import { EnvError, env } from '../env.ts'
import { readHiddenLine } from './hidden-prompt.ts'
import { rotateInstallKeys } from './rotate-keys.ts'
import { openSiteDatabase } from './site-database.ts'

const USAGE = `Usage:
  npm run admin:create -- --email you@example.org [--name 'Your Name'] [--password 'at least 12 characters']
  npm run admin:password -- --email you@example.org [--password '…']
  npm run admin:reset-2fa -- --email you@example.org
  npm run admin:list
  npm run admin:rotate-keys`

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function readConfig() {
  try {
    return env()
  } catch (error) {
    fail(error instanceof EnvError ? error.message : String(error))
  }
}

/** Before the database is open, the church's name is not known: the rest of the rules are checked at once, the name once it is. */
const earlyProblem = (password: string, email: string) => newPasswordProblem(password, { email, churchName: '' })

async function askForPassword(email: string): Promise<string> {
  if (!process.stdin.isTTY) return readHiddenLine('Password: ')
  for (;;) {
    const password = await readHiddenLine('New password (at least 12 characters): ')
    const problem = earlyProblem(password, email)
    if (problem) {
      console.log(problem)
      continue
    }
    if ((await readHiddenLine('Repeat the password: ')) === password) return password
    console.log('The two passwords differ. Please try again.')
  }
}

/** The admin command line: `create` or `password`, with `--email` and `--password` (and `--name` to create), or `list`. The caller reads .env first; a refusal ends the process with exit code 1. */
export async function runAdminCli(args: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    allowPositionals: true,
  })
  const command = positionals[0]
  if (command === 'reset-2fa') return resetSecondFactorCommand(values.email, USAGE)
  if (command === 'list') return listAdministrators()
  if (command === 'rotate-keys') return rotateKeys()
  if (command !== 'create' && command !== 'password') fail(USAGE)
  if (!values.email) fail(`Please give the administrator's e-mail with --email.\n${USAGE}`)

  const config = readConfig()
  const password = values.password ?? (await askForPassword(values.email))
  const problem = earlyProblem(password, values.email)
  if (problem) fail(problem)

  const database = await openSiteDatabase(config)
  try {
    if (command === 'create') {
      const admin = await createAdmin(values.email, password, values.name)
      console.log(`Created the administrator ${admin.email}. Sign in at ${config.SITE_URL}/admin`)
    } else {
      const { endedSessions } = await changeAdminPassword(values.email, password)
      console.log(`Changed the password of ${values.email.trim().toLowerCase()} and ended ${endedSessions} session(s).`)
    }
  } catch (error) {
    if (error instanceof AdminAccountError) {
      await database.stop()
      fail(error.message)
    }
    throw error
  }
  await database.stop()
}

/** One line per administrator: e-mail, name, and when they last signed in. */
export function formatAdminList(admins: AdminListing[]): string {
  if (admins.length === 0) return 'No administrator exists yet. Create one with: npm run admin:create -- --email you@example.org'
  const when = (date: Date | null) => (date ? `${date.toISOString().replace('T', ' ').slice(0, 16)} UTC` : 'never')
  const lines = admins.map((admin) => `${admin.email}\t${admin.name || '(no name yet)'}\tlast signed in: ${when(admin.last_signed_in_at)}`)
  return [`${admins.length} administrator(s):`, ...lines].join('\n')
}

async function rotateKeys(): Promise<void> {
  const database = await openSiteDatabase(readConfig())
  try {
    const { resealed, setUpsCancelled } = await rotateInstallKeys()
    const cancelled = setUpsCancelled > 0 ? ` ${setUpsCancelled} set-up(s) not yet confirmed were cancelled.` : ''
    console.log(`Replaced the install's keys: ${resealed} authenticator app(s) carry on, rate limits start afresh.${cancelled}`)
  } finally {
    await database.stop()
  }
}

async function listAdministrators(): Promise<void> {
  const config = readConfig()
  const database = await openSiteDatabase(config)
  try {
    console.log(formatAdminList(await listAdmins()))
  } finally {
    await database.stop()
  }
}
