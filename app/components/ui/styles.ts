/** Shared looks of the dashboard's controls (each at least 24 px tall, with the site's focus ring). */
export const primaryButton =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-wine-700 px-4 py-2 font-semibold text-white hover:bg-wine-800 disabled:cursor-not-allowed disabled:opacity-60'
export const secondaryButton =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-ink-600 bg-white px-4 py-2 font-semibold text-ink-900 hover:bg-cream-100 disabled:cursor-not-allowed disabled:opacity-60'
export const dangerButton =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60'
export const textInput = 'w-full rounded-lg border border-ink-600 bg-white px-3 py-2 text-ink-900'
export const dialogOverlay = 'fixed inset-0 z-50 bg-ink-900/60'
export const dialogContent =
  'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl'
