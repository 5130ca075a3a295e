type YieldingScheduler = { yield: () => Promise<void> }

/**
 * Resolves in a task of its own, so the work that follows does not lengthen the task before it, and
 * a press or a key waiting to be handled goes first: `scheduler.yield()` where the browser has it
 * (what follows it runs before other queued work), a zero-delay timer otherwise.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
