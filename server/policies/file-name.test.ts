import { describe, expect, it } from 'vitest'
import { cleanFileName, fileNameFromHeader } from './file-name.ts'

describe('fileNameFromHeader', () => {
  it('decodes percent-encoded names', () => {
    expect(fileNameFromHeader(encodeURIComponent('Politique de sécurité.pdf'))).toBe('Politique de sécurité.pdf')
  })

  it('keeps only the last part of a path', () => {
    expect(fileNameFromHeader('../../etc/passwd')).toBe('passwd')
    expect(fileNameFromHeader(encodeURIComponent('..\\..\\Windows\\win.ini'))).toBe('win.ini')
    expect(fileNameFromHeader('%2e%2e%2f%2e%2e%2fetc%2fpasswd')).toBe('passwd')
  })

  it('removes control characters and direction overrides', () => {
    expect(fileNameFromHeader(encodeURIComponent('po\u0000li\ncy\u202Efdp.exe'))).toBe('policyfdp.exe')
  })

  it('leaves nothing for names made only of dots, spaces or slashes', () => {
    for (const name of ['', '..', '../', ' / ', null]) expect(fileNameFromHeader(name)).toBe('')
  })

  it('keeps at most 200 characters', () => {
    const long = `${'é'.repeat(250)}.pdf`
    expect(Array.from(fileNameFromHeader(encodeURIComponent(long)))).toHaveLength(200)
  })

  it('keeps a header that is not valid percent-encoding as sent', () => {
    expect(fileNameFromHeader('100% sure.pdf')).toBe('100% sure.pdf')
  })
})

describe('cleanFileName', () => {
  it('does not decode names that arrive as JSON text', () => {
    expect(cleanFileName('Minutes%202024.pdf')).toBe('Minutes%202024.pdf')
    expect(cleanFileName('../../etc/passwd')).toBe('passwd')
  })
})
