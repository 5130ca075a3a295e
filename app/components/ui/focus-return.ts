import { type RefObject, useLayoutEffect, useRef } from 'react'

/**
 * Keyboard focus that never falls back to the page body (WCAG 2.4.3): when the control that had
 * it goes away or a dialog closes, focus moves to the control that opened the dialog or, if that
 * is gone, to the heading of the panel it was in (a dashboard panel, a section of the account page).
 */

function isFocusable(element: HTMLElement | null): element is HTMLElement {
  return Boolean(element?.isConnected && !element.closest('[disabled], [inert], [hidden]'))
}

/** The heading of the panel (`<section>`) around `element`, focusable from script. */
export function panelHeadingOf(element: Element | null): HTMLElement | null {
  return element?.closest('section')?.querySelector<HTMLElement>('h2[tabindex="-1"]') ?? null
}

export type FocusReturn = { opener: HTMLElement | null; fallback: HTMLElement | null }

/** Remembers what has focus now, and where to go if it disappears. */
export function rememberFocus(): FocusReturn {
  const active = document.activeElement
  const opener = active instanceof HTMLElement && active !== document.body ? active : null
  return { opener, fallback: panelHeadingOf(opener) }
}

/** Puts focus back where `rememberFocus` was called, or on the panel heading when that control is gone. */
export function returnFocus(remembered: FocusReturn | null): void {
  if (!remembered) return
  const target = isFocusable(remembered.opener) ? remembered.opener : remembered.fallback
  target?.focus()
}

/** Before `element` leaves the page while it has focus, hands focus to its panel's heading. */
function handFocusToPanel(element: HTMLElement | null): void {
  if (element?.contains(document.activeElement)) panelHeadingOf(element)?.focus()
}

/** A control that may leave the page while focused (its row deleted, its reason gone) hands focus to its panel's heading. */
export function useHandFocusToPanelOnRemoval<T extends HTMLElement>(): RefObject<T | null> {
  const control = useRef<T>(null)
  useLayoutEffect(() => {
    const element = control.current
    return () => handFocusToPanel(element)
  }, [])
  return control
}
