import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ESM script without type declarations
import { pruneLockfile, unrecordedOptionalDependencies } from './prune-lockfile.mjs'

describe('package-lock.json', () => {
  it('names no optional dependency it records no package for, so npm ci accepts it', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'))
    expect(unrecordedOptionalDependencies(lock)).toEqual([])
  })
})

describe('pruneLockfile', () => {
  it('drops unrecorded optional dependencies and keeps recorded ones, nested or hoisted', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/tool': { optionalDependencies: { 'tool-linux-x64': '1.0.0', 'tool-darwin-arm64': '1.0.0' } },
        'node_modules/tool-linux-x64': { version: '1.0.0' },
        'node_modules/a/node_modules/b': { optionalDependencies: { c: '1' } },
        'node_modules/a/node_modules/c': { version: '1' },
        'node_modules/d': { optionalDependencies: { gone: '1' } },
      },
    }
    expect(pruneLockfile(lock)).toBe(2)
    expect(lock.packages['node_modules/tool'].optionalDependencies).toEqual({ 'tool-linux-x64': '1.0.0' })
    expect(lock.packages['node_modules/a/node_modules/b'].optionalDependencies).toEqual({ c: '1' })
    expect(lock.packages['node_modules/d']).toEqual({})
  })
})
