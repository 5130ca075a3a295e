import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { securityHeaders } from '../security/headers.ts'
import { answerFromStore, type StoredResponse, storeResponse } from '../http/stored-response.ts'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.pdf': 'application/pdf',
}
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/
const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=3600, must-revalidate'

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (entry.isFile()) yield full
  }
}

/**
 * Loads the built client files into memory once, compressed ahead of time and with their
 * headers made, so each request is a map lookup. Hashed files under /assets/ are cached for a year.
 */
export async function loadStaticFiles(root: string, { https }: { https: boolean }): Promise<Map<string, StoredResponse>> {
  const files = new Map<string, StoredResponse>()
  for await (const file of walk(root)) {
    const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`
    const body = new Uint8Array(await readFile(file))
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
    const headers: [string, string][] = [
      ['content-type', type],
      ['cache-control', urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE],
      ...securityHeaders(urlPath, https),
    ]
    files.set(urlPath, storeResponse(body, headers, { compress: COMPRESSIBLE.test(type) && body.byteLength > 512 }))
  }
  return files
}

export function serveStaticFile(files: Map<string, StoredResponse>, request: Request, pathname: string): Response | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const file = files.get(pathname)
  return file && answerFromStore(file, request)
}
