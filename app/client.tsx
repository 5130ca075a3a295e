import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { rememberEarlyPresses } from '~/lib/hydration/early-press'

/*
 * Start's own client entry, with ReactDOM fetched once the page's code has run rather than with it.
 * Evaluating the router, the site's code and ReactDOM together was one long task on a slow phone;
 * apart, each is short, and the first paint no longer shares the line with ReactDOM's download.
 * A button pressed meanwhile is remembered, and pressed again once its part has hydrated.
 */
rememberEarlyPresses()
void import('react-dom/client').then(({ hydrateRoot }) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
})
