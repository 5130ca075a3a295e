/** Shared looks of the dashboard's controls (each at least 24 px tall, with the site's focus ring). */

/**
 * A disabled or busy (aria-disabled) button: a muted solid face with a dashed edge and full-contrast
 * text (ink-700 on cream-200, about 7.9:1), never faded by opacity; GrayText in forced colours.
 */
const disabledButton =
  'disabled:cursor-not-allowed disabled:border-dashed disabled:border-ink-600 disabled:bg-cream-200 disabled:text-ink-700 ' +
  'aria-disabled:cursor-not-allowed aria-disabled:border-dashed aria-disabled:border-ink-600 aria-disabled:bg-cream-200 aria-disabled:text-ink-700 ' +
  'forced-colors:disabled:border-[GrayText] forced-colors:disabled:text-[GrayText] forced-colors:aria-disabled:border-[GrayText] forced-colors:aria-disabled:text-[GrayText]'
const buttonBase = `inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border px-4 py-2 font-semibold ${disabledButton}`

export const primaryButton = `${buttonBase} border-wine-700 bg-wine-700 text-white enabled:not-aria-disabled:hover:bg-wine-800`
export const secondaryButton = `${buttonBase} border-ink-600 bg-white text-ink-900 enabled:not-aria-disabled:hover:bg-cream-100`
export const dangerButton = `${buttonBase} border-red-700 bg-red-700 text-white enabled:not-aria-disabled:hover:bg-red-800`
export const textInput = 'w-full rounded-lg border border-ink-600 bg-white px-3 py-2 text-ink-900'
export const dialogOverlay = 'fixed inset-0 z-50 bg-ink-900/60'
export const dialogContent =
  'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl forced-colors:border-2 forced-colors:border-[CanvasText]'

/**
 * An on/off switch: an outlined track and a solid knob, kept in forced colours, the track in
 * Highlight when on. Busy, it is aria-disabled; one that cannot be changed at all is disabled and
 * drawn with a dashed edge (GrayText in forced colours).
 */
export const switchTrack =
  'relative h-8 w-14 shrink-0 rounded-full border-2 border-ink-600 bg-ink-600 transition-colors data-[state=checked]:border-wine-700 data-[state=checked]:bg-wine-700 ' +
  'aria-disabled:cursor-not-allowed disabled:cursor-not-allowed disabled:border-dashed disabled:border-ink-900 ' +
  'forced-colors:border-[ButtonText] forced-colors:data-[state=checked]:border-[Highlight] forced-colors:data-[state=checked]:bg-[Highlight] forced-colors:disabled:border-[GrayText]'
export const switchThumb =
  'block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6.5 ' +
  'forced-colors:bg-[ButtonText] forced-colors:data-[state=checked]:bg-[HighlightText]'
