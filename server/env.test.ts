import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env.ts'

describe('parseEnv', () => {
  it('fills in defaults for an empty environment', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.HOST).toBe('0.0.0.0')
    expect(env.DATA_DIR).toBe('./data')
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.TRUST_PROXY).toBe(false)
  })

  it('names the variable and what is expected when a value is bad', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError)
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT: expected a port number/)
    expect(() => parseEnv({ SITE_URL: 'church' })).toThrow(/SITE_URL: expected the public address/)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: expected a postgres:\/\/ connection URL/)
    expect(() => parseEnv({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY: expected true or false/)
  })

  it('never echoes a secret back', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://user:hunter2@x' })).toThrow(/^(?![\s\S]*hunter2)/)
  })

  it('drops a trailing slash from SITE_URL', () => {
    expect(parseEnv({ SITE_URL: 'https://church.example/' }).SITE_URL).toBe('https://church.example')
  })
})
