const MINUTE = 60_000

/** How often each sermon part is fetched again in the browser, and how long it counts as fresh. */
export const SERMON_FRESHNESS = {
  latestSermon: { refetchInterval: 60 * MINUTE, staleTime: 30 * MINUTE },
  recentSermons: { refetchInterval: 60 * MINUTE, staleTime: 30 * MINUTE },
  latestShort: { staleTime: 60 * MINUTE },
} as const
