/** A moment as JSON carries it, an ISO string, or null for none. */
export const isoOrNull = (moment: Date | null): string | null => moment?.toISOString() ?? null
