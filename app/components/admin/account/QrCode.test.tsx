import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'
import { QrCode } from './QrCode'

it('is an image named for people who cannot see it, scannable size, dark on light even in forced colours', () => {
  const html = renderToStaticMarkup(<QrCode picture={{ size: 29, path: 'M4 4h7v1h-7z' }} label="QR code for your authenticator app" />)
  expect(html).toMatch(/^<svg role="img" aria-label="QR code for your authenticator app" viewBox="0 0 29 29" width="240" height="240"/)
  expect(html).toContain('forced-color-adjust-none')
  expect(html).toContain('<rect width="29" height="29" fill="#ffffff"></rect><path d="M4 4h7v1h-7z" fill="#000000"></path>')
})
