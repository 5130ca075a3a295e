/**
 * Sections marked `.reveal` animate in once, the first time they scroll into view, and never again.
 * Sections already on screen when the page opens stay still; nothing moves for people who ask for
 * reduced motion, and without JavaScript every section simply shows.
 */
const SEEN = 'data-reveal-seen'
const REVEALING_CLASS = 'is-revealing'

function onIntersections(entries: IntersectionObserverEntry[], observer: IntersectionObserver) {
  for (const entry of entries) {
    const element = entry.target
    const firstSight = !element.hasAttribute(SEEN)
    element.setAttribute(SEEN, '')
    if (!entry.isIntersecting) continue
    if (!firstSight) element.classList.add(REVEALING_CLASS)
    observer.unobserve(element)
  }
}

function observeNewSections(observer: IntersectionObserver) {
  for (const element of document.querySelectorAll(`.reveal:not([${SEEN}])`)) observer.observe(element)
}

/**
 * A phone or tablet by its user agent, whatever its window width: iPads (which also present as a
 * Mac with a touch screen), Android and other mobile browsers.
 */
export function isMobileAgent(navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
  return /Mobi|Android|iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
}

/** Starts watching every `.reveal` section, including those a client-side navigation adds later. Returns a stop function. */
export function startRevealOnce(): () => void {
  if (typeof IntersectionObserver === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {}
  // Mobile devices get the shorter movement, as narrow windows do (the rule is in app.css).
  if (isMobileAgent(navigator)) document.documentElement.setAttribute('data-mobile-agent', '')
  const observer = new IntersectionObserver(onIntersections)
  observeNewSections(observer)
  const mutations = new MutationObserver(() => observeNewSections(observer))
  mutations.observe(document.body, { childList: true, subtree: true })
  return () => {
    mutations.disconnect()
    observer.disconnect()
  }
}
