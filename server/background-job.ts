/** A background task of the server process: started once, stopped on shutdown. */
export type BackgroundJob = { name: string; start: () => () => Promise<void> | void }
