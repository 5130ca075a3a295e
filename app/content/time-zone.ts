/** The church keeps UK time: "today", events and the calendar are all in this zone. */
export const CHURCH_TIME_ZONE = 'Europe/London'
