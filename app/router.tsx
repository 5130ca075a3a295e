import { createRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { nextTask } from './lib/hydration/next-task'
import { routeTree } from './routeTree.gen'

const serverRenderOptions = createIsomorphicFn().server(() => {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return { nonce: btoa(String.fromCharCode(...bytes)) }
})

export function getRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    ssr: serverRenderOptions(),
    // In the browser the router is made in one task and takes the server's state over in the next.
    hydrate: nextTask,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
