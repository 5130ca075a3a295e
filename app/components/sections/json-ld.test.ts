import { describe, expect, it } from 'vitest'
import { jsonLdText } from './json-ld'

describe('jsonLdText', () => {
  it('escapes < so a value cannot close the script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
  })

  it('leaves ordinary JSON as it is', () => {
    expect(jsonLdText({ '@type': 'Church', n: 1 })).toBe('{"@type":"Church","n":1}')
  })
})
