/** The most complaints kept at once (decision 062): at about 6 KB each, a few megabytes at most. */
export const COMPLAINTS_LIMIT = 1000

/** How long an answered complaint is kept after its answer, to show how it was handled (decision 062). */
export const KEPT_AFTER_ANSWER_DAYS = 365
