import type { Query } from '@tanstack/react-query'

/** The dashboard's queries of gifts: the list (with its filter in the address) and the small donations totals. */
export const giftsKey = (query: string) => [`/api/admin/gifts?${query}`] as const
export const SMALL_DONATIONS_KEY = ['/api/admin/gifts/small-donations'] as const

/** Every list of gifts, whatever its filter: for invalidating them all after a change. */
export const GIFT_LISTS = { predicate: (query: Query) => String(query.queryKey[0]).startsWith('/api/admin/gifts?') }
