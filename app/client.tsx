import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { rememberEarlyPresses } from '~/lib/hydration/early-press'
import { nextTask } from '~/lib/hydration/next-task'

/*
 * Start's own client entry (StartClient), in stages with the main thread free between them
 * (decision 021): the page's code is evaluated; the router is made, then takes the server's state
 * over, while ReactDOM is fetched and evaluated; only then does React hydrate. Done in one go,
 * these were tasks a slow phone could not answer a tap during.
 * A button pressed meanwhile is remembered, and pressed again once its part has hydrated.
 */
rememberEarlyPresses()
void hydrateInStages()

async function hydrateInStages() {
  await nextTask()
  const reactDom = import('react-dom/client')
  const router = await hydrateStart()
  const { hydrateRoot } = await reactDom
  await nextTask()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    )
  })
}
