import { lazyRouteComponent } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { useEffect, useState } from 'react'
import { onFirstTouch, type Waker } from '../on-first-touch.tsx'
import { when } from '../when.ts'

// What Start's compiler leaves of a boundary's children in the browser: a component whose code is a chunk of its own, fetched when it first renders.
const StaticText = lazyRouteComponent(() => import('./static-text.tsx'), 'StaticText')
const Counter = lazyRouteComponent(() => import('./counter.tsx'), 'Counter')

/** Dispatched on `window`, it wakes the part that waits for it, as a client-side navigation wakes the header. */
export const WAKE_EVENT = 'wake-part'

const wakeOnSignal: Waker = (wake) => {
  window.addEventListener(WAKE_EVENT, wake)
  return () => window.removeEventListener(WAKE_EVENT, wake)
}

const woken = onFirstTouch(wakeOnSignal)

/**
 * A page of parts as the route files write them: a static part, a touched part and a part woken
 * by a signal. "Render the parts again" gives them new props while they wait; "Go to another page"
 * swaps them for parts first rendered in the browser, as a client-side navigation does.
 */
export function PartsPage() {
  const [renders, setRenders] = useState(0)
  const [navigated, setNavigated] = useState(false)
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <>
      <nav>
        <button id="render-again" type="button" onClick={() => setRenders((count) => count + 1)}>
          Render the parts again ({renders})
        </button>
        <button id="navigate" type="button" onClick={() => setNavigated(true)}>
          Go to another page
        </button>
        <a id="outside-link" href="/about">
          A link outside the parts
        </a>
      </nav>
      {navigated ? <NavigatedParts /> : <ServedParts renders={renders} />}
    </>
  )
}

function ServedParts({ renders }: { renders: number }) {
  return (
    <>
      <Hydrate when={when.static}>
        <StaticText renders={renders} />
      </Hydrate>
      <Hydrate when={when.touched}>
        <Counter name="touched" renders={renders} />
      </Hydrate>
      <Hydrate when={woken}>
        <Counter name="woken" renders={renders} />
      </Hydrate>
    </>
  )
}

function NavigatedParts() {
  return (
    <>
      <Hydrate when={when.static}>
        <StaticText renders={0} />
      </Hydrate>
      <Hydrate when={when.touched}>
        <Counter name="navigated" renders={0} />
      </Hydrate>
    </>
  )
}
