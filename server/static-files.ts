import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

type StaticFile = {
  body: Uint8Array
  gzip?: Uint8Array
  brotli?: Uint8Array
  type: string
  etag: string
  cacheControl: string
}

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
 * Loads the built client files into memory once, compressed ahead of time, so each
 * request is a map lookup. Hashed files under /assets/ are cached for a year.
 */
export async function loadStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>()
  for await (const file of walk(root)) {
    const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`
    const body = new Uint8Array(await readFile(file))
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
    const compressible = COMPRESSIBLE.test(type) && body.byteLength > 512
    files.set(urlPath, {
      body,
      type,
      gzip: compressible ? new Uint8Array(gzipSync(body, { level: 9 })) : undefined,
      brotli: compressible ? new Uint8Array(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })) : undefined,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
    })
  }
  return files
}

function pickEncoding(file: StaticFile, acceptEncoding: string): { body: Uint8Array; encoding?: string } {
  if (file.brotli && /\bbr\b/.test(acceptEncoding)) return { body: file.brotli, encoding: 'br' }
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return { body: file.gzip, encoding: 'gzip' }
  return { body: file.body }
}

export function serveStaticFile(files: Map<string, StaticFile>, request: Request, pathname: string): Response | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const file = files.get(pathname)
  if (!file) return undefined
  const headers = new Headers({ 'Content-Type': file.type, 'Cache-Control': file.cacheControl, ETag: file.etag, Vary: 'Accept-Encoding' })
  if (request.headers.get('If-None-Match') === file.etag) return new Response(null, { status: 304, headers })
  const { body, encoding } = pickEncoding(file, request.headers.get('Accept-Encoding') ?? '')
  if (encoding) headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(body.byteLength))
  return new Response(request.method === 'HEAD' ? null : (body as BodyInit), { headers })
}
