import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { describedBy, Field } from '~/components/ui/Field'
import { primaryButton, textInput } from '~/components/ui/styles'
import { toast } from '~/components/ui/toast-store'
import { isFeedUrl, type LibrarySettings, PODCAST_FEED_MESSAGE, PODCAST_FEED_URL_MAX } from '~/lib/sermons/library-admin'
import { ApiError, apiRequest, errorMessage } from '~/lib/site/api-request'
import { useFocusFirstInvalid } from '~/components/ui/use-focus-first-invalid'
import { useAfterChange } from '../shell/use-after-change'
import { LIBRARY_STATE_KEY } from './sermon-library-api'

const FIELD_ID = 'sermon-library-podcast-feed'
const HINT =
  'The RSS address of the church’s podcast, from the podcast host. Its episodes are matched to sermons by date: a sermon’s page offers the episode of the same day. Leave it empty for none.'

/** The podcast feed's address, saved on its own. */
export function PodcastFeedForm({ saved }: { saved: string | null }) {
  const afterChange = useAfterChange()
  const [text, setText] = useState(saved ?? '')
  const [error, setError] = useState<string>()
  const { form, submitted } = useFocusFirstInvalid()
  const save = useMutation({
    mutationFn: (settings: LibrarySettings) => apiRequest<LibrarySettings>('PUT', '/api/admin/sermon-library/settings', settings),
    onSuccess: async (settings) => {
      setText(settings.podcastFeedUrl ?? '')
      toast({
        title: 'Podcast feed saved',
        description: settings.podcastFeedUrl ? `Episodes are read from ${settings.podcastFeedUrl}.` : 'No podcast feed is read.',
        variant: 'success',
      })
      await afterChange(LIBRARY_STATE_KEY)
    },
    onError: (failure) => {
      const named = failure instanceof ApiError ? failure.fieldErrors.podcastFeedUrl : undefined
      if (named) {
        setError(named)
        submitted()
      } else toast({ title: 'Podcast feed not saved', description: errorMessage(failure, 'Unable to save the podcast feed.'), variant: 'destructive' })
    },
  })
  const unchanged = text.trim() === (saved ?? '')
  return (
    <form
      ref={form}
      noValidate
      aria-labelledby="sermon-library-podcast"
      onSubmit={(event) => {
        event.preventDefault()
        if (unchanged || save.isPending) return
        const url = text.trim()
        const problem = url === '' || isFeedUrl(url) ? undefined : PODCAST_FEED_MESSAGE
        setError(problem)
        submitted()
        if (!problem) save.mutate({ podcastFeedUrl: url === '' ? null : url })
      }}
      className="space-y-3"
    >
      <h3 id="sermon-library-podcast" className="font-serif text-xl font-bold text-wine-900">
        Podcast
      </h3>
      <Field id={FIELD_ID} label="Podcast feed address" error={error} hint={HINT}>
        <div className="flex flex-wrap gap-3">
          <input
            id={FIELD_ID}
            type="text"
            inputMode="url"
            maxLength={PODCAST_FEED_URL_MAX}
            placeholder="https://"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={`${textInput} min-w-0 flex-1 basis-64`}
            {...describedBy(FIELD_ID, error, HINT)}
          />
          <button type="submit" className={primaryButton} aria-disabled={unchanged || save.isPending || undefined}>
            {save.isPending ? 'Saving...' : 'Save address'}
          </button>
        </div>
      </Field>
    </form>
  )
}
