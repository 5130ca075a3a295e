/**
 * A button pressed before React has taken the page over: its part's watcher is not there yet, so
 * the client entry remembers the press, and the part, once it watches, does it again (see
 * on-first-touch.tsx). Only buttons of a part waiting for a touch: links and forms work as HTML.
 */
const EARLY_BUTTON = '[data-ts-hydrate-when=touch] button[type=button]'

let pressed: Element | null | undefined

const remember = (event: Event) => {
  pressed = (event.target as Element).closest?.(EARLY_BUTTON)
}

/** Called by the client entry before anything else, so a press in the first seconds counts. */
export function rememberEarlyPresses(): void {
  document.addEventListener('click', remember, true)
}

/** The button pressed inside `wrapper` before the parts watched for themselves; from then on they do. */
export function earlyPressIn(wrapper: Element): HTMLElement | null {
  document.removeEventListener('click', remember, true)
  return wrapper.contains(pressed ?? null) ? (pressed as HTMLElement) : null
}
