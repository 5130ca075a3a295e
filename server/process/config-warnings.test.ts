import { describe, expect, it } from 'vitest'
import { configurationWarnings } from './config-warnings.ts'
import { parseEnv } from '../env.ts'

const warningsFor = (source: Record<string, string>) => configurationWarnings(parseEnv(source), source)

describe('configurationWarnings', () => {
  it('warns once, naming SITE_URL and what it affects, when a production site has none', () => {
    for (const source of [{}, { NODE_ENV: 'production' }] as Record<string, string>[]) {
      const warnings = warningsFor(source)
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toMatch(/^Warning: SITE_URL is not set/)
      expect(warnings[0]).toContain('canonical links, the sitemap')
      expect(warnings[0]).toContain("calendar feed's event ids name http://localhost:3000")
    }
  })

  it('says nothing when SITE_URL is set, or outside production', () => {
    expect(warningsFor({ SITE_URL: 'https://church.example' })).toEqual([])
    expect(warningsFor({ NODE_ENV: 'development' })).toEqual([])
    expect(warningsFor({ NODE_ENV: 'test' })).toEqual([])
  })
})
