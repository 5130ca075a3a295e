/** What the visitor does to take the page back. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
/** How long after a send the success box is brought back should the page move it away. */
const KEEP_IN_VIEW_MS = 2000

/**
 * Keeps an element that just took the focus in view for a moment: parts of the page that render
 * after the send may move it out of view. Once the visitor scrolls, types or touches, it is theirs.
 */
export function keepInView(element: HTMLElement): void {
  const bringBack = () => element.scrollIntoView({ block: 'nearest' })
  const observer = new IntersectionObserver(([entry]) => {
    if (entry && !entry.isIntersecting) bringBack()
  })
  const stop = () => {
    observer.disconnect()
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop, true)
  }
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { capture: true, passive: true })
  requestAnimationFrame(bringBack)
  observer.observe(element)
  setTimeout(stop, KEEP_IN_VIEW_MS)
}
