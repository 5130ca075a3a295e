// Restores a backup into an empty data folder (or empty DATABASE_URL database) and an empty object store:
//   npm run restore -- [--identity KEY_FILE] FILE.tar.gz.age   (or the private key in BACKUP_IDENTITY)
// The production image runs the same command from its bundle: deno run -A server/main.ts restore FILE.tar.gz
import process from 'node:process'
import { runRestoreCli } from '../server/backup/cli.ts'
import { loadDotenv } from '../server/dotenv.ts'

loadDotenv()
await runRestoreCli(process.argv.slice(2))
process.exit(0)
