/** WCAG's contrast ratio between colours, as the tests measure text, controls and focus rings. */

export type Rgb = [number, number, number]

function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** A computed `rgb()` or `rgba()` colour as its three channels. */
export function parseRgb(colour: string): Rgb {
  const channels = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
  if (channels.length !== 3) throw new Error(`Not an rgb() colour: ${colour}`)
  return channels as Rgb
}
