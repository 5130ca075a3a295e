import { describe, expect, it } from 'vitest'
import { mailtoHref } from './mailto'

describe('mailtoHref', () => {
  it('pre-fills an encoded subject', () => {
    expect(mailtoHref('hello@example.org', "Come 'n Chat: more information & times?")).toBe(
      "mailto:hello@example.org?subject=Come%20'n%20Chat%3A%20more%20information%20%26%20times%3F",
    )
  })

  it('is a plain address without a subject', () => {
    expect(mailtoHref('hello@example.org')).toBe('mailto:hello@example.org')
  })
})
