import { describe, expect, it } from 'vitest'
import { newKeyPair } from './backup/encryption.ts'
import { EnvError, parseEnv } from './env.ts'

describe('parseEnv', () => {
  it('fills in defaults for an empty environment', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.HOST).toBe('0.0.0.0')
    expect(env.DATA_DIR).toBe('./data')
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.TRUST_PROXY).toEqual({ kind: 'none' })
    expect(env.MAX_REQUESTS_IN_FLIGHT).toBe(256)
  })

  it('names the variable and what is expected when a value is bad', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError)
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT: expected a port number/)
    expect(() => parseEnv({ SITE_URL: 'church' })).toThrow(/SITE_URL: expected the public address/)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: expected a postgres:\/\/ connection URL/)
    expect(() => parseEnv({ MAX_REQUESTS_IN_FLIGHT: '1' })).toThrow(/MAX_REQUESTS_IN_FLIGHT: expected at least 2/)
    expect(() => parseEnv({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY: expected false, true \(one proxy\), a number of proxies/)
  })

  it('reads TRUST_PROXY as no proxy, true for one, a number of proxies or their addresses', () => {
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual({ kind: 'none' })
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ kind: 'hops', count: 1 })
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', count: 2 })
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, ::1' }).TRUST_PROXY.kind).toBe('addresses')
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/8, proxy.lan' })).toThrow(/TRUST_PROXY: expected/)
  })

  it('never echoes a secret back', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://user:hunter2@x' })).toThrow(/^(?![\s\S]*hunter2)/)
  })

  it('asks for all five S3 settings or none', () => {
    expect(() => parseEnv({ S3_BUCKET: 'policies', S3_REGION: 'eu-west-2' })).toThrow(/S3_ENDPOINT: expected a value: S3 storage needs all five/)
    const all = { S3_ENDPOINT: 'https://s3.example', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_REGION: 'r' }
    expect(parseEnv(all).S3_BUCKET).toBe('b')
  })

  it('takes an age public key as BACKUP_RECIPIENT, and refuses the private key without echoing it', async () => {
    const { identity, recipient } = await newKeyPair()
    expect(parseEnv({ BACKUP_RECIPIENT: ` ${recipient} ` }).BACKUP_RECIPIENT).toBe(recipient)
    expect(parseEnv({ BACKUP_RECIPIENT: '' }).BACKUP_RECIPIENT).toBeUndefined()
    expect(() => parseEnv({ BACKUP_RECIPIENT: identity })).toThrow(/BACKUP_RECIPIENT: this is the private key: keep it off this machine/)
    expect(() => parseEnv({ BACKUP_RECIPIENT: identity })).toThrow(/^(?![\s\S]*AGE-SECRET-KEY-1)/)
    expect(() => parseEnv({ BACKUP_RECIPIENT: 'age1short' })).toThrow(/BACKUP_RECIPIENT: expected the public key of a backup key pair, age1…/)
  })

  it('drops a trailing slash from SITE_URL', () => {
    expect(parseEnv({ SITE_URL: 'https://church.example/' }).SITE_URL).toBe('https://church.example')
  })
})
