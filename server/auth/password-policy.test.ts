import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GUESSABLE_PASSWORD_MESSAGES } from '../../app/lib/admin/password-rules.ts'
import commonPasswordsText from './common-passwords.txt' with { type: 'text' }
import { guessablePassword, isCommonPassword, newPasswordProblem } from './password-policy.ts'

const context = { email: 'Mary.Jones@example.org', churchName: "St Mark's Church Reading" }

describe('the list of common passwords', () => {
  const entries = commonPasswordsText.split('\n').filter(Boolean)

  it('is the file whose checksum common-passwords.md records', () => {
    const provenance = readFileSync(new URL('./common-passwords.md', import.meta.url), 'utf8')
    const recorded = provenance.match(/SHA-256 of common-passwords\.txt:\*\* `([0-9a-f]{64})`/)?.[1]
    expect(recorded).toBeDefined()
    expect(createHash('sha256').update(commonPasswordsText).digest('hex')).toBe(recorded)
  })

  it('holds 10,000 different lower-case passwords, each long enough to pass the length rule', () => {
    expect(entries).toHaveLength(10_000)
    expect(new Set(entries).size).toBe(10_000)
    expect(entries.every((entry) => entry.length >= 12 && entry === entry.toLowerCase())).toBe(true)
  })

  it('knows the most common ones and the last of the list, whatever their case', () => {
    expect(isCommonPassword('123qweasdzxc')).toBe(true)
    expect(isCommonPassword('QWERTY123456')).toBe(true)
    expect(isCommonPassword(entries.at(-1)!)).toBe(true)
    expect(isCommonPassword('correct horse battery staple 42')).toBe(false)
  })
})

describe('guessablePassword', () => {
  it('refuses a common password', () => {
    expect(guessablePassword('Password1234', context)).toBe('common')
  })

  it("refuses the administrator's e-mail, its part before the @, and the church's name, ignoring case, spaces and punctuation", () => {
    expect(guessablePassword('mary.jones@example.org', context)).toBe('personal')
    expect(guessablePassword('MARY-JONES-', { ...context, email: 'mary-jones-@example.org' })).toBe('personal')
    expect(guessablePassword('stmarkschurchreading', context)).toBe('personal')
    expect(guessablePassword("ST MARK'S CHURCH READING", context)).toBe('personal')
  })

  it('accepts a password that only contains one of them among other words', () => {
    expect(guessablePassword('st marks church reading is lovely in may', context)).toBeNull()
    expect(guessablePassword('plum kettle orbit seventeen', context)).toBeNull()
  })
})

describe('newPasswordProblem', () => {
  it('says the length rule first, then whether it is guessable, in kind words', () => {
    expect(newPasswordProblem('short', context)).toBe('The password must be at least 12 characters long.')
    expect(newPasswordProblem('x'.repeat(1001), context)).toBe('The password must be at most 1000 characters long.')
    expect(newPasswordProblem('qwertyqwerty', context)).toBe('This password is too common. Choose a longer one nobody would guess.')
    expect(newPasswordProblem('Mary.Jones@example.org', context)).toBe(GUESSABLE_PASSWORD_MESSAGES.personal)
    expect(newPasswordProblem('plum kettle orbit seventeen', context)).toBeNull()
  })
})
