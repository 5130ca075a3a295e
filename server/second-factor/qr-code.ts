import { encode } from 'uqr'
import type { QrCodePicture } from '../../app/lib/admin/qr-code.ts'

/** The four modules of light margin that scanners need around a QR code. */
const QUIET_ZONE = 4

/** Each row's runs of dark modules as unit-high rectangles: a small path, and no markup built from strings. */
function darkRuns(rows: boolean[][]): string {
  const parts: string[] = []
  rows.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x += 1
        continue
      }
      const start = x
      while (row[x]) x += 1
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`)
    }
  })
  return parts.join('')
}

/** The QR code of `text` (error correction M, which phones read easily from a screen). */
export function qrCodePicture(text: string): QrCodePicture {
  const qr = encode(text, { ecc: 'M', border: QUIET_ZONE })
  return { size: qr.size, path: darkRuns(qr.data) }
}
