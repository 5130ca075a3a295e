/** A fake third party on loopback: the environment variables that point the server at it, and a stop function. */
export type RunningFake = { env: Record<string, string>; stop: () => Promise<void> }
