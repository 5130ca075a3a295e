import { describe, expect, it } from 'vitest'
import { parseDotenv } from './dotenv.ts'

describe('parseDotenv', () => {
  it('reads keys and values, skipping comments and blank lines', () => {
    const text = '# comment\n\nPORT=8080\nexport HOST = 127.0.0.1 \nMAIL_FROM="Church <web@example.org>"\n  # KEY=ignored\nEMPTY=\n'
    expect(parseDotenv(text)).toEqual({ PORT: '8080', HOST: '127.0.0.1', MAIL_FROM: 'Church <web@example.org>', EMPTY: '' })
  })

  it('keeps = signs inside values', () => {
    expect(parseDotenv('DATABASE_URL=postgres://u:p@h/db?sslmode=require')).toEqual({ DATABASE_URL: 'postgres://u:p@h/db?sslmode=require' })
  })
})
