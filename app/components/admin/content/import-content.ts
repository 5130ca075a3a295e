import type { ContentKey } from '~/content/documents/keys'

/** What `POST /api/admin/content/import` takes (server/content/http.ts IMPORT_BODY_LIMIT). */
export const IMPORT_LIMIT_BYTES = 25 * 1024 * 1024

export const FILE_TOO_LARGE = 'The file is larger than 25 MB, the most an import takes: choose an export downloaded from a church site.'
const NOT_JSON = 'The file is not JSON: choose an export downloaded from a church site (a .json file).'
const FAILED = 'The content could not be imported: try again, and if it fails again, reload the page.'

export type ImportOutcome = { ok: true; imported: ContentKey[] } | { ok: false; problems: string[] }

type ErrorBody = { error?: unknown; details?: unknown }

/**
 * Each problem the server found, in plain words: a document's field is named by the document's
 * title, then the field's own message, which starts with the field's label.
 */
export function problemLines(details: Record<string, string>, titles: ReadonlyMap<string, string>): string[] {
  return Object.entries(details).map(([path, message]) => {
    const [root, key, ...field] = path.split('.')
    const title = root === 'documents' && key ? titles.get(key) : undefined
    return title && field.length > 0 ? `${title}: ${message}` : message
  })
}

function problemsIn(status: number, text: string, titles: ReadonlyMap<string, string>): string[] {
  if (status === 413) return [FILE_TOO_LARGE]
  let body: ErrorBody = {}
  try {
    body = JSON.parse(text) as ErrorBody
  } catch {
    return [FAILED]
  }
  if (status === 400 && body.details && typeof body.details === 'object') {
    const details = Object.fromEntries(Object.entries(body.details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    if (Object.keys(details).length > 0) return [...new Set(problemLines(details, titles))]
  }
  if (body.error === 'The request body is not valid JSON' || body.error === 'Expected a JSON object') return [NOT_JSON]
  // A 503's words say what to do (a full disk, a database away); other server errors say nothing useful.
  return [typeof body.error === 'string' && (status < 500 || status === 503) ? body.error : FAILED]
}

/** Sends an export file, as the browser read it, to be imported; the outcome is what to tell the administrator. */
export async function importFile(file: File, titles: ReadonlyMap<string, string>): Promise<ImportOutcome> {
  if (file.size > IMPORT_LIMIT_BYTES) return { ok: false, problems: [FILE_TOO_LARGE] }
  let response: Response
  try {
    response = await fetch('/api/admin/content/import', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: await file.text(),
    })
  } catch {
    return { ok: false, problems: [FAILED] }
  }
  const text = await response.text()
  if (!response.ok) return { ok: false, problems: problemsIn(response.status, text, titles) }
  return { ok: true, imported: (JSON.parse(text) as { imported: ContentKey[] }).imported }
}

/** "Imported 3 documents: People, Giving, Footer", or that the file matches the site. */
export function importedWords(imported: readonly ContentKey[], titles: ReadonlyMap<string, string>): string {
  if (imported.length === 0) return 'Nothing to import: the file matches the site.'
  const names = imported.map((key) => titles.get(key) ?? key).join(', ')
  return `Imported ${imported.length} ${imported.length === 1 ? 'document' : 'documents'}: ${names}.`
}
