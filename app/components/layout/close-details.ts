import type { MouseEvent } from 'react'

/** Closes the <details> menu that holds the clicked link, so a chosen link closes its menu. */
export function closeEnclosingDetails(event: MouseEvent<HTMLElement>) {
  event.currentTarget.closest('details')?.removeAttribute('open')
}
