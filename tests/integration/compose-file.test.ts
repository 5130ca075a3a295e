import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const COMPOSE_FILE = new URL('../../docker-compose.yml', import.meta.url)
const compose = readFileSync(COMPOSE_FILE, 'utf8')
const DEBIAN_COMPOSE = '/usr/bin/docker-compose'

describe('docker-compose.yml', () => {
  it('names no password of its own: the database password is read from .env, and its absence stops Compose with a message', () => {
    expect(compose).not.toMatch(/change-me/)
    const passwordReads = compose.match(/\$\{POSTGRES_PASSWORD:\?[^}]+\}/g) ?? []
    expect(passwordReads).toHaveLength(2)
    expect(compose).toMatch(/POSTGRES_PASSWORD: \$\{POSTGRES_PASSWORD:\?/)
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/church:\$\{POSTGRES_PASSWORD:\?[^}]+\}@db:5432\/church/)
  })

  it('uses only what Debian 12’s Compose 1.29 reads: env_file is a plain path, not { path, required }', () => {
    expect(compose).toMatch(/^ {4}env_file: \.env$/m)
    expect(compose).not.toMatch(/required:/)
  })

  // Debian's docker-compose is installed on a host, and on a machine that builds the image.
  describe.runIf(existsSync(DEBIAN_COMPOSE))('with Debian’s docker-compose', () => {
    const folder = mkdtempSync(join(tmpdir(), 'compose-'))
    copyFileSync(COMPOSE_FILE, join(folder, 'docker-compose.yml'))
    afterAll(() => rmSync(folder, { recursive: true, force: true }))
    const config = () => execFileSync(DEBIAN_COMPOSE, ['config'], { cwd: folder, encoding: 'utf8', stdio: 'pipe' })

    it('refuses to start without POSTGRES_PASSWORD in .env, saying so', () => {
      writeFileSync(join(folder, '.env'), 'SITE_URL=https://church.example\n')
      expect(config).toThrow(/Set POSTGRES_PASSWORD in \.env/)
    })

    it('gives both services the password from .env, and the site every setting of .env', () => {
      writeFileSync(join(folder, '.env'), 'SITE_URL=https://church.example\nPOSTGRES_PASSWORD=0123abcd\n')
      const resolved = config()
      expect(resolved).toContain('DATABASE_URL: postgres://church:0123abcd@db:5432/church')
      expect(resolved).toMatch(/POSTGRES_PASSWORD: 0123abcd/)
      expect(resolved).toContain('SITE_URL: https://church.example')
    })
  })
})
