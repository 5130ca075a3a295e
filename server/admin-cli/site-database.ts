import process from 'node:process'
import { NoSiteDatabase, startDatabase } from '../../db/start.ts'

/** The site's own database, never a new empty one: without it the command ends, saying where it looked. */
export async function openSiteDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }) {
  try {
    return await startDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, existing: true })
  } catch (error) {
    if (!(error instanceof NoSiteDatabase)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
