/** A QR code drawn as one SVG path of its dark modules on a `size` by `size` grid that includes the quiet zone. */
export type QrCodePicture = { size: number; path: string }
