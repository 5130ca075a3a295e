import { useQueryClient } from '@tanstack/react-query'
import type { NoticesOverview } from '~/lib/notices/notices'

export const NOTICES_KEY = ['/api/admin/notices'] as const
export const deliveriesKey = (id: string) => ['/api/admin/notices', id, 'deliveries'] as const

/** How often the panel looks again while a notice is being sent. */
export const SENDING_REFRESH_MS = 2000

export const isSendingAny = (overview: NoticesOverview | undefined) => Boolean(overview?.notices.some((notice) => notice.status === 'sending'))

/** The id of a notice's heading, which takes focus after an action on it. */
export const noticeHeadingId = (id: string) => `notice-${id}`

/** Puts focus on the element with `id` as soon as it is on the page, looking again each frame for half a second. */
export function focusWhenShown(id: string, framesLeft = 30): void {
  requestAnimationFrame(() => {
    const element = document.getElementById(id)
    if (element) element.focus()
    else if (framesLeft > 0) focusWhenShown(id, framesLeft - 1)
  })
}

/** Refreshes the list, then puts focus on the element with `focusId` once it is on the page. */
export function useRefreshThenFocus() {
  const queryClient = useQueryClient()
  return async (focusId: string) => {
    await queryClient.invalidateQueries({ queryKey: NOTICES_KEY })
    focusWhenShown(focusId)
  }
}

export const PEOPLE = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`
