// One archive of the database and the uploaded files, with or without the server running:
//   npm run backup [-- --out FOLDER_OR_FILE.tar.gz.age]  (default: BACKUP_DIR or BACKUP_S3_BUCKET)
//   npm run backup:key                                    a new key pair for BACKUP_RECIPIENT
// The production image runs the same command from its bundle: deno run -A server/main.ts backup
import process from 'node:process'
import { runBackupCli } from '../server/backup/cli.ts'
import { loadDotenv } from '../server/dotenv.ts'

loadDotenv()
await runBackupCli(process.argv.slice(2))
process.exit(0)
