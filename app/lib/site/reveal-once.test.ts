import { describe, expect, it } from 'vitest'
import { isMobileAgent } from './reveal-once.ts'

const agents = {
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  androidTablet: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
}

describe('isMobileAgent', () => {
  it('counts phones and tablets as mobile, whatever their width', () => {
    expect(isMobileAgent({ userAgent: agents.iPhone, maxTouchPoints: 5 })).toBe(true)
    expect(isMobileAgent({ userAgent: agents.iPad, maxTouchPoints: 5 })).toBe(true)
    expect(isMobileAgent({ userAgent: agents.androidTablet, maxTouchPoints: 10 })).toBe(true)
  })

  it('counts an iPad that presents itself as a Mac by its touch screen', () => {
    expect(isMobileAgent({ userAgent: agents.mac, maxTouchPoints: 5 })).toBe(true)
    expect(isMobileAgent({ userAgent: agents.mac, maxTouchPoints: 0 })).toBe(false)
  })

  it('leaves desktops alone, touch screen or not', () => {
    expect(isMobileAgent({ userAgent: agents.windows, maxTouchPoints: 0 })).toBe(false)
    expect(isMobileAgent({ userAgent: agents.windows, maxTouchPoints: 10 })).toBe(false)
  })
})
