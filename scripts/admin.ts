// Administrator accounts from the command line, with or without the server running:
//   npm run admin:create -- --email you@example.org [--password '…']
//   npm run admin:password -- --email you@example.org
//   npm run admin:list
// Without --password the password is asked for at a hidden prompt. The production image runs the
// same commands from its bundle: deno run -A server/main.ts admin create --email you@example.org
import process from 'node:process'
import { runAdminCli } from '../server/admin-cli/run.ts'
import { loadDotenv } from '../server/dotenv.ts'

loadDotenv()
await runAdminCli(process.argv.slice(2))
process.exit(0)
