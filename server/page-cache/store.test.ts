import { describe, expect, it } from 'vitest'
import { type CachedPage, PageStore } from './store.ts'

const page = (bytes: number) => ({ bytes, version: 1 }) as CachedPage

describe('the page store', () => {
  it('keeps within its bytes and its number of pages, dropping the least recently used', () => {
    const store = new PageStore(1000, 3)
    for (const key of ['a', 'b', 'c']) store.set(key, page(100))
    store.get('a')
    store.set('d', page(100))
    expect(store.count).toBe(3)
    expect(store.get('b')).toBeUndefined()
    expect(store.get('a')).toBeDefined()
    store.set('e', page(900))
    expect(store.size).toBeLessThanOrEqual(1000)
    expect(store.get('e')).toBeDefined()
    store.set('f', page(1001))
    expect(store.get('f')).toBeUndefined()
  })
})
