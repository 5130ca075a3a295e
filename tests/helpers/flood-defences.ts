/**
 * Test files share a database and send the same texts many times, quickly, from one address: the
 * flood defences (decision 056) are set out of reach, unless a test sets its own.
 */
export const FLOOD_DEFENCES_OUT_OF_REACH = {
  FORM_REPEATS_PER_DAY: '100000',
  FORM_FLOOD_POSTS_PER_MINUTE: '100000',
  FORM_FLOOD_ADDRESSES_PER_MINUTE: '100000',
} as const
