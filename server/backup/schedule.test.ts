import { describe, expect, it } from 'vitest'
import { roomNeeded } from './schedule.ts'

const MB = 1024 * 1024

describe('roomNeeded', () => {
  it('asks a small site for what its backup takes, so a disk with 330 MB free still gets its 20 KB backup', () => {
    expect(roomNeeded(64, 20 * 1024, 12 * MB)).toBe(64 * MB)
    expect(roomNeeded(64, 20 * 1024, 12 * MB)).toBeLessThan(330 * MB)
  })

  it('asks twice the last backup when that is more', () => {
    expect(roomNeeded(64, 300 * MB, 12 * MB)).toBe(600 * MB)
  })

  it('sizes the first backup from the database on disk', () => {
    expect(roomNeeded(64, null, 100 * MB)).toBe(200 * MB)
    expect(roomNeeded(64, null, 10 * MB)).toBe(64 * MB)
  })
})
