import type { QrCodePicture } from '~/lib/admin/qr-code'

/** A QR code big enough to scan from a screen, dark on light whatever colours the system forces. */
export function QrCode({ picture, label }: { picture: QrCodePicture; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${picture.size} ${picture.size}`}
      width="240"
      height="240"
      shapeRendering="crispEdges"
      className="h-auto max-w-full shrink-0 rounded forced-color-adjust-none"
      data-testid="totp-qr-code"
    >
      <rect width={picture.size} height={picture.size} fill="#ffffff" />
      <path d={picture.path} fill="#000000" />
    </svg>
  )
}
