import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}
let readServerSnapshot = false
const noSnapshot = () => 0
const noteServerSnapshot = () => {
  readServerSnapshot = true
  return 0
}

/**
 * True while this render makes or adopts the server's HTML: on the server, and in the browser
 * while React hydrates, including parts that hydrate later. React reads a store's server snapshot
 * then and only then. Both snapshots are equal, so this never causes a second render, which would
 * make React throw away the HTML of a part still waiting to hydrate.
 */
export function useIsHydrating(): boolean {
  readServerSnapshot = false
  useSyncExternalStore(subscribe, noSnapshot, noteServerSnapshot)
  return readServerSnapshot
}
