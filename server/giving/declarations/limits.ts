/** Declarations made online in a day, from every address together: more is a flood, not a congregation (decision 063). */
export const ONLINE_DECLARATIONS_PER_DAY = 300

/** Rows of name and address one declaration may gather: a change a month for eight years. */
export const DETAILS_ROWS_PER_DECLARATION = 100

/** Declarations one search shows. */
export const SEARCH_RESULTS = 100

/** Gifts shown with one declaration. */
export const GIFTS_SHOWN = 500

/** Who recorded a change the giver made through their private link. */
export const THE_GIVER = 'the giver'
