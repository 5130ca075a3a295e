/** The dashboard's queries of the declarations register: a search, and one declaration. */
export const DECLARATIONS_KEY = ['gift-aid-declarations'] as const
export const declarationKey = (id: string) => [...DECLARATIONS_KEY, id] as const
export const searchKey = (text: string, pastKeepUntil: boolean) => [...DECLARATIONS_KEY, 'search', text, pastKeepUntil] as const

/** The register's search: the words and whether only those past their keep-until day are wanted. */
export const searchUrl = (text: string, pastKeepUntil: boolean) =>
  `/api/admin/gift-aid/declarations?${new URLSearchParams({ q: text, ...(pastKeepUntil ? { past: '1' } : {}) })}`
