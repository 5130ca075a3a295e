import { describe, expect, it } from 'vitest'
import { qrCodePicture } from './qr-code.ts'

const URI =
  'otpauth://totp/Cray%20Community%20Church%20website:ruth%40example.org?issuer=Cray%20Community%20Church%20website&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30'

/** Which modules the path paints dark, rebuilt from its `M x y h n` runs. */
function darkModules(path: string): Set<string> {
  const dark = new Set<string>()
  for (const [, x, y, length] of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let i = 0; i < Number(length); i++) dark.add(`${Number(x) + i},${y}`)
  }
  return dark
}

describe('the QR code of the authenticator set-up link', () => {
  it('draws a square code with its finder patterns inside a light quiet zone of four modules', () => {
    const { size, path } = qrCodePicture(URI)
    const dark = darkModules(path)
    expect((size - 8 - 21) % 4).toBe(0)
    for (let i = 0; i < size; i++) {
      for (const edge of [0, 3, size - 1, size - 4]) {
        expect(dark.has(`${i},${edge}`) || dark.has(`${edge},${i}`)).toBe(false)
      }
    }
    for (let i = 4; i < 11; i++) {
      expect(dark.has(`${i},4`) && dark.has(`4,${i}`) && dark.has(`${size - 5},${i}`) && dark.has(`${i},${size - 5}`)).toBe(true)
    }
    expect(dark.has('5,5')).toBe(false)
    expect(dark.has('6,6')).toBe(true)
  })

  it('changes with the link it encodes, and is the same for the same link', () => {
    expect(qrCodePicture(URI)).toEqual(qrCodePicture(URI))
    expect(qrCodePicture(URI.replace('JBSWY3DP', 'KRSXG5CT')).path).not.toBe(qrCodePicture(URI).path)
  })
})
