import { existsSync, readFileSync } from 'node:fs'

/** Parses KEY=VALUE lines; blank lines and # comments are skipped, surrounding quotes removed. */
export function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (!match || line.trimStart().startsWith('#')) continue
    const [, key, raw = ''] = match
    values[key!] = raw.replace(/^(['"])(.*)\1$/, '$2')
  }
  return values
}

/** Loads `.env` into process.env when it exists. Variables already set win. */
export function loadDotenv(file = '.env'): void {
  if (!existsSync(file)) return
  for (const [key, value] of Object.entries(parseDotenv(readFileSync(file, 'utf8')))) {
    process.env[key] ??= value
  }
}
