import { useMutation } from '@tanstack/react-query'
import { ApiError, errorMessage } from '~/lib/site/api-request'
import type { StoredSeries } from '~/lib/calendar/stored-series'
import type { FieldErrors } from '~/lib/forms/validation'
import { toast } from '~/components/ui/toast-store'
import { useAfterChange } from '../shell/use-after-change'

export const SERIES_KEY = ['/api/admin/series'] as const
/** The public list on What's On When, which shows the series' dates too. */
const UPCOMING_EVENTS_KEY = ['/api/events/upcoming'] as const

export const seriesUrl = (id: string) => `/api/admin/series/${encodeURIComponent(id)}`

/** After any change to a series: its list and the public dates are read again. */
export function useSeriesChange() {
  const afterChange = useAfterChange()
  return () => afterChange(SERIES_KEY, UPCOMING_EVENTS_KEY)
}

/** The server's message for each field of a refused body (a 400's details), empty for any other failure. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.status === 400 ? error.fieldErrors : {}
}

type SeriesCall<Input, Output> = {
  call: (input: Input) => Promise<Output>
  /** The toast's title and words once it is done. */
  done: (output: Output, input: Input) => { title: string; description: string }
  failed: string
  /** Before the lists are read again: close a dialog, say where focus goes next. */
  onDone?: (output: Output) => void
  /** A refusal naming fields, shown by the fields. */
  onFieldErrors?: (errors: FieldErrors) => void
}

/** A change to a series: on success a toast, `onDone`, then the lists read again; on failure a toast, and each field's message by its field. */
export function useSeriesMutation<Input, Output = StoredSeries>({ call, done, failed, onDone, onFieldErrors }: SeriesCall<Input, Output>) {
  const afterChange = useSeriesChange()
  return useMutation({
    mutationFn: call,
    onSuccess: async (output, input) => {
      toast({ ...done(output, input), variant: 'success' })
      onDone?.(output)
      await afterChange()
    },
    onError: (error) => {
      onFieldErrors?.(serverFieldErrors(error))
      toast({ title: failed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' })
    },
  })
}
