export type ChristmasSettings = { is_visible: boolean; grotto_url: string }

/** Grotto entries exist only while is_visible is true and grotto_url is present. */
export function grottoHref(settings: ChristmasSettings | undefined): string | undefined {
  const url = settings?.grotto_url?.trim()
  return settings?.is_visible && url ? url : undefined
}

export function isExternalHref(href: string): boolean {
  return /^http/i.test(href)
}
