import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVER_ARGS } from './lib/server-command.mjs'

const compose = readFileSync('docker-compose.yml', 'utf8')

/** The lines of a block: the line `<indent><key>:` (an anchor may follow) and those indented under it. */
function block(key: string, indent: string, text = compose): string {
  const lines = text.split('\n')
  const start = lines.findIndex((line) => line === `${indent}${key}:` || line.startsWith(`${indent}${key}: &`))
  if (start === -1) return ''
  const end = lines.findIndex((line, index) => index > start && line.trim() !== '' && !line.startsWith(`${indent} `))
  return lines.slice(start, end === -1 ? undefined : end).join('\n')
}

const SERVICES = ['db', 'app'].map((name) => [name, block(name, '  ', block('services', ''))] as const)
const HEAP_MB = Number(/--max-old-space-size=(\d+)/.exec(SERVER_ARGS.join(' '))?.[1])

function megabytes(limit: string): number {
  const [, amount, unit] = /^(\d+)([mg])$/.exec(limit) ?? []
  return Number(amount) * (unit === 'g' ? 1024 : 1)
}

describe('docker-compose.yml, for a host that leaves it alone for months', () => {
  it('publishes the site on loopback only, for the reverse proxy on the same machine', () => {
    const published = SERVICES.flatMap(([, service]) => [...block('ports', '    ', service).matchAll(/^ {6}- "?([^"\n]+)"?$/gm)].map(([, entry]) => entry))
    expect(published).toEqual(['127.0.0.1:3000:3000'])
  })

  it.each(SERVICES)('%s: keeps its logs to a few rotated files', (_name, service) => {
    expect(service).toMatch(/^ {4}logging: \*logging$/m)
    const logging = block('x-logging', '')
    expect(logging).toMatch(/driver: json-file/)
    expect(logging).toMatch(/max-size: "\d+m"/)
    expect(logging).toMatch(/max-file: "\d+"/)
  })

  it.each(SERVICES)('%s: has a memory limit', (_name, service) => {
    expect(service).toMatch(/^ {4}mem_limit: \d+[mg]$/m)
  })

  it('gives the site at least twice its JavaScript heap, for the page cache, files and images kept outside it', () => {
    const app = SERVICES.find(([name]) => name === 'app')![1]
    const limit = /^ {4}mem_limit: (\S+)$/m.exec(app)?.[1] ?? '0m'
    expect(HEAP_MB).toBeGreaterThan(0)
    expect(megabytes(limit)).toBeGreaterThanOrEqual(2 * HEAP_MB)
  })
})
