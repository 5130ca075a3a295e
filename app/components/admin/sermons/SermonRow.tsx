import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { describedBy, Field } from '~/components/ui/Field'
import { primaryButton, secondaryButton, textInput } from '~/components/ui/styles'
import { type AdminSermon, isPassageOrNone, PASSAGE_MAX, PASSAGE_MESSAGE, SPEAKER_MAX } from '~/lib/sermons/library-admin'
import { formatSermonDate } from '~/lib/sermons/sermons'
import { watchUrl } from '~/lib/sermons/youtube'
import { ApiError, apiRequest, errorMessage } from '~/lib/site/api-request'
import { rowIds, SPEAKERS_LIST_ID } from './sermon-library-api'

type FieldName = 'speaker' | 'passage'
type Errors = Partial<Record<FieldName, string>>

const suggestionWords = (sermon: AdminSermon) => {
  const parts = [sermon.suggestedSpeaker && `speaker ${sermon.suggestedSpeaker}`, sermon.suggestedPassage && `passage ${sermon.suggestedPassage}`].filter(
    Boolean,
  )
  return parts.length > 0 ? `Suggested: ${parts.join(', ')}.` : 'Nothing suggested.'
}

const confirmedWords = (sermon: AdminSermon) =>
  sermon.detailsConfirmedAt ? `Confirmed: speaker ${sermon.speaker || 'none'}, passage ${sermon.passage || 'none'}.` : 'Not confirmed yet.'

/** One sermon: its links, date, the speaker and passage to confirm or correct, and hide or show again. */
export function SermonRow({ sermon, onChanged }: { sermon: AdminSermon; onChanged: (videoId: string, message: string) => Promise<void> }) {
  const ids = rowIds(sermon.videoId)
  const [speaker, setSpeaker] = useState(sermon.speaker ?? sermon.suggestedSpeaker ?? '')
  const [passage, setPassage] = useState(sermon.passage ?? sermon.suggestedPassage ?? '')
  const [errors, setErrors] = useState<Errors>({})
  const [failed, setFailed] = useState('')

  const refused = (error: unknown, fallback: string) => {
    const fields = error instanceof ApiError ? error.fieldErrors : {}
    const named: Errors = { speaker: fields.speaker, passage: fields.passage }
    if (named.speaker || named.passage) {
      setErrors(named)
      focusFirstInvalid(named)
    } else setFailed(errorMessage(error, fallback))
  }
  const focusFirstInvalid = (named: Errors) => document.getElementById(named.speaker ? ids.speaker : ids.passage)?.focus()

  const confirm = useMutation({
    mutationFn: (details: { speaker: string; passage: string }) => apiRequest<AdminSermon>('PATCH', `/api/admin/sermons/${sermon.videoId}`, details),
    onSuccess: (saved) => {
      setSpeaker(saved.speaker ?? '')
      setPassage(saved.passage ?? '')
      return onChanged(sermon.videoId, `Confirmed “${sermon.title}”: speaker ${saved.speaker || 'none'}, passage ${saved.passage || 'none'}.`)
    },
    onError: (error) => refused(error, 'Unable to confirm this sermon.'),
  })
  const hide = useMutation({
    mutationFn: (hidden: boolean) => apiRequest<AdminSermon>('PATCH', `/api/admin/sermons/${sermon.videoId}`, { hidden }),
    onSuccess: (saved) => onChanged(sermon.videoId, saved.hidden ? `Hid “${sermon.title}” from the library.` : `“${sermon.title}” is in the library again.`),
    onError: (error) => setFailed(errorMessage(error, 'Unable to change this sermon.')),
  })
  const busy = confirm.isPending || hide.isPending

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setFailed('')
    const named: Errors = {
      speaker: speaker.trim().length > SPEAKER_MAX ? `Speaker must be at most ${SPEAKER_MAX} characters` : undefined,
      passage: isPassageOrNone(passage) ? undefined : PASSAGE_MESSAGE,
    }
    setErrors(named)
    if (named.speaker || named.passage) return focusFirstInvalid(named)
    confirm.mutate({ speaker: speaker.trim(), passage: passage.trim() })
  }

  return (
    <li className="rounded-xl border border-cream-200 p-4" data-testid="sermon-row">
      <form noValidate onSubmit={submit} aria-labelledby={ids.heading} className="space-y-3">
        <div className="min-w-0 wrap-anywhere">
          <h4 id={ids.heading} className="font-semibold text-ink-900">
            <a href={`/sermons/${sermon.slug}`} className="text-wine-800 underline">
              {sermon.title}
            </a>
          </h4>
          <p className="text-sm text-ink-700">
            <time dateTime={sermon.publishedAt}>{formatSermonDate(sermon.publishedAt)}</time>
            {' · '}
            <a href={watchUrl(sermon.videoId)} className="text-wine-800 underline" rel="noopener noreferrer" target="_blank">
              On YouTube<span className="sr-only">: {sermon.title} (opens in a new tab)</span>
            </a>
            {sermon.hidden ? ' · Hidden from the library' : ''}
          </p>
          <p className="text-sm text-ink-700">{sermon.detailsConfirmedAt ? confirmedWords(sermon) : suggestionWords(sermon)}</p>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={ids.speaker} label="Speaker" error={errors.speaker}>
            <input
              id={ids.speaker}
              type="text"
              list={SPEAKERS_LIST_ID}
              maxLength={SPEAKER_MAX + 20}
              value={speaker}
              onChange={(event) => setSpeaker(event.target.value)}
              className={textInput}
              {...describedBy(ids.speaker, errors.speaker)}
            />
          </Field>
          <Field id={ids.passage} label="Passage" error={errors.passage}>
            <input
              id={ids.passage}
              type="text"
              maxLength={PASSAGE_MAX + 20}
              value={passage}
              onChange={(event) => setPassage(event.target.value)}
              className={textInput}
              {...describedBy(ids.passage, errors.passage)}
            />
          </Field>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
            {confirm.isPending ? 'Saving...' : sermon.detailsConfirmedAt ? 'Save correction' : 'Confirm'}
            <span className="sr-only">: {sermon.title}</span>
          </button>
          <button type="button" className={secondaryButton} aria-disabled={busy || undefined} onClick={() => busy || hide.mutate(!sermon.hidden)}>
            {sermon.hidden ? 'Show in the library again' : 'Hide from the library'}
            <span className="sr-only">: {sermon.title}</span>
          </button>
        </div>
        {failed ? (
          <p role="alert" className="text-red-800 wrap-anywhere">
            {failed}
          </p>
        ) : null}
      </form>
    </li>
  )
}
