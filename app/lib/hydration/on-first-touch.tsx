import type { HydrationStrategy } from '@tanstack/react-start'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { earlyPressIn } from './early-press.ts'
import { useIsHydrating } from './use-is-hydrating.ts'
import { RenderedNow, ServedPart } from './server-html.tsx'
import { renderedBy } from './start-internals.ts'

/** What shows that a visitor is about to use a part: a press, a tap, a focus or a key. */
const WAKING_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const

/** What a visitor asks a part to do: send a form, follow a link, press a button. */
const HELD_EVENTS = ['submit', 'click'] as const

function createGate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

/** Sits at the end of a part: its effect runs once the part has hydrated. */
function AfterHydration({ run }: { run: () => void }) {
  useEffect(() => run(), [run])
  return null
}

type Action = HTMLFormElement | HTMLElement

/** What a visitor asked for before the part hydrated: the form a submit sends, or the link or button a click is on. */
function requestedAction(event: Event): Action | null {
  if (event.type === 'submit') return event.target instanceof HTMLFormElement ? event.target : null
  const control = event.target instanceof Element ? event.target.closest('a[href], button') : null
  return control instanceof HTMLElement ? control : null
}

/** Where an element sits under the wrapper, as child indexes: hydration may swap the element for another in the same place. */
function pathFrom(wrapper: Element, element: Element): number[] {
  const path: number[] = []
  for (let node: Element | null = element; node && node !== wrapper; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0)
  }
  return path
}

function elementAt(wrapper: Element, path: number[]): Element | null {
  let node: Element | null = wrapper
  for (const index of path) node = node?.children[index] ?? null
  return node
}

/** Does the held action again on the element now in its place: sends the form, or clicks the link or button. */
function redo(wrapper: Element, action: Action, path: number[]) {
  const target = action.isConnected ? action : elementAt(wrapper, path)
  if (target instanceof HTMLFormElement) target.requestSubmit()
  else if (target instanceof HTMLElement) target.click()
}

/**
 * Watches the wrapper of a part that waits for a touch. The first press, tap, focus or key inside
 * it opens the gate. A form sent, or a link or button clicked, before the part has hydrated is
 * held, and done again once React has taken the part over, so it gets the part's full behaviour;
 * so is a button pressed before the page's code had even started watching.
 * Returns a stop function, told whether to redo the held action (after hydration) or drop it
 * (the part is going away).
 */
function watchForTouch(wrapper: HTMLElement, open: () => void): (redoHeld: boolean) => void {
  const early = earlyPressIn(wrapper)
  let held: { action: Action; path: number[] } | null = early ? { action: early, path: pathFrom(wrapper, early) } : null
  if (early) open()
  const inside = (event: Event) => event.target instanceof Node && wrapper.contains(event.target)
  const wake = (event: Event) => {
    if (inside(event)) open()
  }
  const hold = (event: Event) => {
    const action = inside(event) ? requestedAction(event) : null
    if (!action) return
    event.preventDefault()
    held = { action, path: pathFrom(wrapper, action) }
    open()
  }
  // In the capture phase: React stops events inside a part that has not hydrated from going further.
  for (const type of WAKING_EVENTS) document.addEventListener(type, wake, true)
  for (const type of HELD_EVENTS) document.addEventListener(type, hold, true)
  return (redoHeld) => {
    for (const type of WAKING_EVENTS) document.removeEventListener(type, wake, true)
    for (const type of HELD_EVENTS) document.removeEventListener(type, hold, true)
    const request = held
    held = null
    if (!request || !redoHeld) return
    // After the renders that follow hydration: the form's state taken from its fields, controls that need JavaScript.
    window.setTimeout(() => redo(wrapper, request.action, request.path), 0)
  }
}

/** Calls `wake` when the part in `wrapper` should hydrate without waiting for a touch. Returns a stop function. */
export type Waker = (wake: () => void, wrapper: HTMLElement) => () => void

/** A part served as HTML that hydrates when the visitor first touches it (see watchForTouch), or when `wakeUp` says so. */
function TouchPart({ children, wakeUp }: { children: ReactNode; wakeUp?: Waker }) {
  const [served] = useState(useIsHydrating())
  const [gate] = useState(createGate)
  // A ref, not state: rendering again would make React drop the HTML of the part still waiting.
  const wrapper = useRef<HTMLDivElement | null>(null)
  const keepWrapper = useCallback((element: HTMLDivElement | null) => {
    wrapper.current = element
  }, [])
  const stopWatching = useRef<(redoHeld: boolean) => void>(() => {})
  useEffect(() => {
    if (!served || !wrapper.current) return
    stopWatching.current = watchForTouch(wrapper.current, gate.open)
    const stopWaker = wakeUp?.(gate.open, wrapper.current)
    return () => {
      stopWatching.current(false)
      stopWaker?.()
    }
  }, [served, gate, wakeUp])
  const hydrated = useCallback(() => stopWatching.current(true), [])

  if (!served) return <RenderedNow>{children}</RenderedNow>
  return (
    <ServedPart kind="touch" until={gate.opened} onWrapper={keepWrapper}>
      {children}
      <AfterHydration run={hydrated} />
    </ServedPart>
  )
}

/** The `when` of a part that hydrates when the visitor first touches it, or when `wakeUp` says so (see TouchPart). */
export function onFirstTouch(wakeUp?: Waker): HydrationStrategy {
  return renderedBy(({ children }) => <TouchPart wakeUp={wakeUp}>{children}</TouchPart>)
}

/** When this page's code started, close to when the page opened. */
const pageOpenedAt = Date.now()

/** Wakes a part `ms` after the page opened: for a part whose data goes stale then and should be fetched again. */
export function after(ms: number): Waker {
  return (wake) => {
    const timer = window.setTimeout(wake, Math.max(0, pageOpenedAt + ms - Date.now()))
    return () => window.clearTimeout(timer)
  }
}
