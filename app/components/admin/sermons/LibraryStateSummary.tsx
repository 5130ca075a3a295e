import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { LibraryState } from '~/lib/sermons/library-admin'
import { libraryStateWords, podcastWords } from '~/lib/sermons/library-words'
import { apiRequest } from '~/lib/site/api-request'
import { BusyButton } from '../notices/BusyButton'
import { AUDIT_LOG_KEY } from '../shell/use-after-change'
import { LIBRARY_STATE_KEY, SERMONS_KEY } from './sermon-library-api'

/** What the import's check says (checked, busy, failed or no channel), in its own words. */
type CheckAnswer = { outcome: 'checked' | 'busy' | 'failed' | 'no-channel'; message: string }

const CHECK_FAILED = 'Unable to check the channel now. Try again in a few minutes.'

/** The library's state in words, and "Check now", whose answer is read out politely. */
export function LibraryStateSummary({ state }: { state: LibraryState }) {
  const queryClient = useQueryClient()
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null)
  const check = useMutation({
    mutationFn: () => apiRequest<CheckAnswer>('POST', '/api/admin/sermon-library/check'),
    onMutate: () => setSaid({ text: 'Checking the channel...', failed: false }),
    onSuccess: (answer) => setSaid({ text: answer.message, failed: answer.outcome === 'failed' }),
    onError: () => setSaid({ text: CHECK_FAILED, failed: true }),
    onSettled: () => Promise.all([LIBRARY_STATE_KEY, SERMONS_KEY, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
  const podcast = podcastWords(state)
  return (
    <div className="space-y-3" data-testid="sermon-library-state">
      {libraryStateWords(state).map((line) => (
        <p key={line} className="text-ink-900 wrap-anywhere">
          {line}
        </p>
      ))}
      {podcast ? <p className="text-ink-900 wrap-anywhere">{podcast}</p> : null}
      {state.channelConfigured ? (
        <div className="flex flex-wrap items-center gap-3">
          <BusyButton busy={check.isPending} busyLabel="Checking..." onClick={() => check.mutate()}>
            Check now
          </BusyButton>
          <p role="status" aria-live="polite" className={`min-w-0 wrap-anywhere ${said?.failed ? 'text-red-800' : 'text-ink-700'}`}>
            {said?.text ?? ''}
          </p>
        </div>
      ) : null}
    </div>
  )
}
