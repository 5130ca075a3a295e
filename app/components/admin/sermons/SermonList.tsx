import { useInfiniteQuery, useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { type AdminSermonPage, CONFIRM_SUGGESTED_MAX, SERMON_SEARCH_MAX, type SermonStatus } from '~/lib/sermons/library-admin'
import { apiRequest, errorMessage } from '~/lib/site/api-request'
import { focusWhenShown } from '../notices/notices-api'
import { PanelStatus } from '../shell/AdminSection'
import { useAfterChange } from '../shell/use-after-change'
import { primaryButton, secondaryButton, textInput } from '~/components/ui/styles'
import { LIBRARY_STATE_KEY, LIST_HEADING_ID, rowIds, type SermonFilter, SERMONS_KEY, sermonsKey, sermonsUrl } from './sermon-library-api'
import { SermonRow } from './SermonRow'

const STATUS_LABELS: Record<SermonStatus, string> = { 'to-confirm': 'To confirm', confirmed: 'Confirmed', hidden: 'Hidden', all: 'All' }
const HEADINGS: Record<SermonStatus, string> = {
  'to-confirm': 'Suggestions to confirm',
  confirmed: 'Confirmed sermons',
  hidden: 'Hidden from the library',
  all: 'All sermons',
}

/** The sermons of one filter, newest first, a page at a time, with the filter and the title search above them. */
export function SermonList() {
  const [filter, setFilter] = useState<SermonFilter>({ status: 'to-confirm', search: '' })
  const [searchText, setSearchText] = useState('')
  const [said, setSaid] = useState('')
  const afterChange = useAfterChange()
  const pages = useInfiniteQuery({
    queryKey: sermonsKey(filter),
    queryFn: ({ pageParam }) => apiRequest<AdminSermonPage>('GET', sermonsUrl(filter, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.more ? last.sermons.at(-1)?.videoId : undefined),
    staleTime: 0,
  })
  const sermons = pages.data?.pages.flatMap((page) => page.sermons) ?? []

  /** After a change, the list is read again; the focus goes to the row after `videoId` when that row has gone. */
  const settle = async (videoId: string | null, message: string) => {
    const order = sermons.map((sermon) => sermon.videoId)
    setSaid(message)
    await afterChange(SERMONS_KEY, LIBRARY_STATE_KEY)
    if (videoId && document.getElementById(rowIds(videoId).heading)) return
    const after = videoId ? order.slice(order.indexOf(videoId) + 1) : []
    const before = videoId ? order.slice(0, order.indexOf(videoId)).reverse() : []
    const next = [...after, ...before].find((id) => document.getElementById(rowIds(id).speaker))
    focusWhenShown(next ? rowIds(next).speaker : LIST_HEADING_ID)
  }

  const confirmAll = useMutation({
    mutationFn: async (videoIds: string[]) => {
      const confirmed: string[] = []
      for (let start = 0; start < videoIds.length; start += CONFIRM_SUGGESTED_MAX) {
        const chunk = videoIds.slice(start, start + CONFIRM_SUGGESTED_MAX)
        const answer = await apiRequest<{ confirmed: string[] }>('POST', '/api/admin/sermons/confirm-suggested', { videoIds: chunk })
        confirmed.push(...answer.confirmed)
      }
      return confirmed.length
    },
    onSuccess: (count) => settle(null, `Confirmed ${count} sermon${count === 1 ? '' : 's'} as suggested.`),
    onError: (error) => setSaid(errorMessage(error, 'Unable to confirm the sermons. Nothing shown was confirmed twice; try again.')),
  })

  const search = (event: FormEvent) => {
    event.preventDefault()
    setSaid('')
    setFilter({ ...filter, search: searchText.trim() })
  }

  return (
    <div className="space-y-4">
      <h3 id={LIST_HEADING_ID} tabIndex={-1} className="font-serif text-xl font-bold text-wine-900">
        {HEADINGS[filter.status]}
      </h3>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <fieldset className="min-w-0">
          <legend className="font-semibold text-ink-900">Show</legend>
          <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-2">
            {(Object.keys(STATUS_LABELS) as SermonStatus[]).map((status) => (
              <label key={status} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="sermon-library-status"
                  value={status}
                  checked={filter.status === status}
                  onChange={() => {
                    setSaid('')
                    setFilter({ ...filter, status })
                  }}
                  className="h-5 w-5 accent-wine-700"
                />
                {STATUS_LABELS[status]}
              </label>
            ))}
          </div>
        </fieldset>
        <form aria-label="Search the sermons by title" onSubmit={search} className="flex min-w-0 flex-1 basis-64 flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor="sermon-library-search" className="block font-semibold text-ink-900">
              Title contains
            </label>
            <input
              id="sermon-library-search"
              type="search"
              maxLength={SERMON_SEARCH_MAX}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              className={`mt-1.5 ${textInput}`}
            />
          </div>
          <button type="submit" className={secondaryButton}>
            Search
          </button>
        </form>
      </div>
      <p role="status" className="min-h-6 font-semibold text-ink-900 wrap-anywhere">
        {said}
      </p>
      {pages.isPending ? (
        <PanelStatus>Loading the sermons...</PanelStatus>
      ) : pages.isError ? (
        <PanelStatus tone="error">Unable to load the sermons.</PanelStatus>
      ) : sermons.length === 0 ? (
        <PanelStatus>{filter.search ? 'No sermon with those words in its title here.' : 'No sermons here.'}</PanelStatus>
      ) : (
        <>
          {filter.status === 'to-confirm' ? (
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                className={primaryButton}
                aria-disabled={confirmAll.isPending || undefined}
                onClick={() => confirmAll.isPending || confirmAll.mutate(sermons.map((sermon) => sermon.videoId))}
              >
                {confirmAll.isPending ? 'Confirming...' : 'Confirm all shown as suggested'}
              </button>
              <p className="text-sm text-ink-700">{sermons.length} shown: each keeps what was suggested, or none where nothing was.</p>
            </div>
          ) : null}
          <ul aria-labelledby={LIST_HEADING_ID} className="space-y-4">
            {sermons.map((sermon) => (
              <SermonRow key={sermon.videoId} sermon={sermon} onChanged={settle} />
            ))}
          </ul>
          {pages.hasNextPage ? (
            <button
              type="button"
              className={secondaryButton}
              aria-disabled={pages.isFetchingNextPage || undefined}
              onClick={() => pages.isFetchingNextPage || pages.fetchNextPage()}
            >
              {pages.isFetchingNextPage ? 'Loading...' : 'Show older sermons'}
            </button>
          ) : null}
        </>
      )}
    </div>
  )
}
