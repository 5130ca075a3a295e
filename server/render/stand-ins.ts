import { AsyncLocalStorage } from 'node:async_hooks'
import { getRequest, setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { isDatabaseUnavailable } from '../../db/unavailable.ts'

type RenderNotes = { degraded: boolean }

const currentRender = new AsyncLocalStorage<RenderNotes>()

/**
 * Runs a page render and tells afterwards whether any part of it showed a stand-in for data it
 * could not read (an error state, a hidden section). Read `degraded()` once the body has been read:
 * a streamed page may still be rendering when its response arrives.
 */
export async function renderNotingStandIns<T>(render: () => Promise<T>): Promise<{ result: T; degraded: () => boolean }> {
  const notes: RenderNotes = { degraded: false }
  const result = await currentRender.run(notes, render)
  return { result, degraded: () => notes.degraded }
}

/** For a read a page can do without: logs why it failed and marks the render in progress as degraded, so it is never shared. */
export function reportStandIn(what: string, error: unknown): void {
  console.error(what, error)
  noteStandIn()
}

/** Marks the render in progress as showing a stand-in whose cause was logged elsewhere, so it is never shared. */
export function noteStandIn(): void {
  const notes = currentRender.getStore()
  if (notes) notes.degraded = true
}

/** Marks the render in progress as one for its viewer alone (an administrator's preview), so it is never shared. */
export function keepRenderPrivate(): void {
  noteStandIn()
}

/**
 * The error a server function throws for data it could not read. Called from the browser while the
 * database is away, it answers 503 with Retry-After, as a page would; called by a page's render on
 * the server, the page decides its own status.
 */
export function serverFunctionFailure(message: string, error: unknown): Error {
  if (isDatabaseUnavailable(error) && new URL(getRequest().url).pathname.startsWith('/_serverFn/')) {
    setResponseStatus(503)
    setResponseHeader('Retry-After', '10')
  }
  return new Error(message)
}
