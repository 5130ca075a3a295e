import type { ContentKey } from '~/content/documents/keys'

/** The dashboard's list of documents. */
export const CONTENT_LIST_KEY = ['/api/admin/content'] as const

export const documentKey = (key: ContentKey) => ['/api/admin/content', key] as const

export const versionsKey = (key: ContentKey) => ['/api/admin/content', key, 'versions'] as const

/** The photo library. */
export const PHOTO_LIBRARY_KEY = ['/api/admin/photos'] as const
