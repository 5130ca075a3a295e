import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { londonToday } from '~/lib/calendar/london-time'
import type { StoredSeries } from '~/lib/calendar/stored-series'
import { seriesWords } from '~/lib/calendar/series-words'
import type { FieldErrors } from '~/lib/forms/validation'
import { apiRequest } from '~/lib/site/api-request'
import { FormDialog } from '~/components/ui/FormDialog'
import { ChangeFromFields, type ApplyTo } from './ChangeFromFields'
import { SeriesAboutFields } from './SeriesAboutFields'
import { SeriesEndFields } from './SeriesEndFields'
import { SeriesPreview } from './SeriesPreview'
import { SeriesRepeatFields } from './SeriesRepeatFields'
import { SeriesTimeFields } from './SeriesTimeFields'
import { SERIES_KEY, seriesUrl, useSeriesMutation } from './series-api'
import { dayWords } from './series-dates-words'
import { useFocusRefusedField } from './use-focus-refused-field'
import { checkSeries, emptySeriesForm, formValuesOf, type SeriesFormValues, type seriesBody } from './series-form-values'

type Body = ReturnType<typeof seriesBody>
type Saved = StoredSeries | { ended: StoredSeries; started: StoredSeries }

/** From a date on, the new series' first date is that date: what is said of the first date is said of it. */
function errorsFromADate({ startDate, ...errors }: FieldErrors): FieldErrors {
  return startDate ? { ...errors, changeFrom: startDate } : errors
}

const savedSeries = (saved: Saved) => ('started' in saved ? saved.started : saved)
const savedWords = (saved: Saved) => {
  const series = savedSeries(saved)
  return `“${series.title}”: ${seriesWords(series.recurrence.pattern, series.startTime, series.endTime)}`
}

/** The title of the other series the pages read `activity`'s time from now, if any. */
function useActivityHolder(activity: SeriesFormValues['activity'], exceptId?: string): string | undefined {
  const all = useQuery<StoredSeries[]>({ queryKey: SERIES_KEY })
  return activity ? all.data?.find((each) => each.activity === activity && each.id !== exceptId)?.title : undefined
}

/** Adds the series, saves it, or changes it from a date on; closes the dialog when done. */
function useSaveSeries(
  series: StoredSeries | undefined,
  fromADate: boolean,
  onOpenChange: (open: boolean) => void,
  onFieldErrors: (errors: FieldErrors) => void,
) {
  return useSeriesMutation<Body, Saved>({
    call: (body) => {
      if (!series) return apiRequest('POST', SERIES_KEY[0], body)
      if (fromADate) return apiRequest('POST', `${seriesUrl(series.id)}/from-date`, body)
      return apiRequest('PUT', seriesUrl(series.id), body)
    },
    done: (saved) => ({
      title: !series ? 'Activity Added' : 'started' in saved ? 'Activity Changed From a Date' : 'Activity Saved',
      description: 'started' in saved ? `From ${dayWords(saved.started.recurrence.start)} on, ${savedWords(saved)}` : savedWords(saved),
    }),
    failed: series ? 'Error Saving Activity' : 'Error Adding Activity',
    onDone: () => onOpenChange(false),
    onFieldErrors,
  })
}

/**
 * Adds a regular activity, or edits one: to every date, or from a date on (the old series then
 * ends the day before, its past kept as it was). A preview lists the next twelve dates.
 */
export function SeriesDialog({ series, open, onOpenChange }: { series?: StoredSeries; open: boolean; onOpenChange: (open: boolean) => void }) {
  const today = londonToday()
  const [values, setValues] = useState<SeriesFormValues>(() => (series ? formValuesOf(series) : emptySeriesForm(today)))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [applyTo, setApplyTo] = useState<ApplyTo>('every')
  const [changeFrom, setChangeFrom] = useState('')
  const fromADate = series !== undefined && applyTo === 'from'
  const idPrefix = `series-${series?.id ?? 'new'}`
  const focusRefusedField = useFocusRefusedField()
  const activityHolder = useActivityHolder(values.activity, series?.id)

  const save = useSaveSeries(series, fromADate, onOpenChange, (found) => {
    setErrors(fromADate ? errorsFromADate(found) : found)
    focusRefusedField()
  })

  const sent = fromADate ? { ...values, startDate: changeFrom } : values
  function submit() {
    if (fromADate && !changeFrom) return setErrors({ changeFrom: 'From is required: the date the change takes effect' })
    const checked = checkSeries(sent)
    if (!checked.ok) return setErrors(fromADate ? errorsFromADate(checked.errors) : checked.errors)
    setErrors({})
    save.mutate(checked.body)
  }

  const fieldProps = { idPrefix, values, errors, change: (patch: Partial<SeriesFormValues>) => setValues((now) => ({ ...now, ...patch })) }
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={series ? `Edit “${series.title}”` : 'Add a regular activity'}
      description="Its dates are listed on What’s On When. The next dates it gives are shown under the form."
      submitLabel={series ? 'Save' : 'Add activity'}
      busyLabel="Saving..."
      busy={save.isPending}
      onSubmit={submit}
    >
      <SeriesAboutFields {...fieldProps} activityHolder={activityHolder} />
      <SeriesTimeFields {...fieldProps} withFirstDate={!fromADate} />
      <SeriesRepeatFields {...fieldProps} />
      <SeriesEndFields {...fieldProps} />
      {series ? (
        <ChangeFromFields
          idPrefix={idPrefix}
          applyTo={applyTo}
          onApplyTo={setApplyTo}
          changeFrom={changeFrom}
          onChangeFrom={setChangeFrom}
          error={errors.changeFrom}
        />
      ) : null}
      <SeriesPreview
        id={`${idPrefix}-preview`}
        values={fromADate && changeFrom ? sent : values}
        from={fromADate && changeFrom ? changeFrom : today}
        exceptions={series?.exceptions}
        breaks={series?.breaks}
      />
    </FormDialog>
  )
}
