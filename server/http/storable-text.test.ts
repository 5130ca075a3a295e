import { describe, expect, it } from 'vitest'
import { isStorableText, unstorableFields, unstorableFormFields } from './storable-text.ts'

describe('isStorableText', () => {
  it.each(['', 'plain', 'é ü ß', '😀 emoji pairs', 'line\nbreak\ttab', '\uFFFD'])('stores %j', (text) => {
    expect(isStorableText(text)).toBe(true)
  })

  it.each(['a\u0000b', '\u0000', 'high \uD800 alone', 'low \uDC00 alone', 'reversed \uDE00\uD83D', 'at the end \uD83D'])('refuses %j', (text) => {
    expect(isStorableText(text)).toBe(false)
  })
})

describe('unstorableFields', () => {
  it('names strings and keys at any depth', () => {
    expect(unstorableFields({ ok: 'fine', bad: 'a\u0000', list: [1, 'x', '\uD800'], deep: { 'k\u0000': 'v', inner: { text: '\uDC00' } } })).toEqual([
      'bad',
      'list.2',
      'deep.k\uFFFD',
      'deep.inner.text',
    ])
  })

  it('finds nothing in numbers, booleans and null', () => {
    expect(unstorableFields({ a: 1, b: true, c: null, d: [] })).toEqual([])
  })

  it('names form fields', () => {
    expect(unstorableFormFields(new URLSearchParams('name=a%00b&email=jane%40example.com&x%00=1'))).toEqual({
      name: 'Contains characters that cannot be stored',
      'x\uFFFD': 'Contains characters that cannot be stored',
    })
  })
})
