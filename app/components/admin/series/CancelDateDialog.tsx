import type * as v from 'valibot'
import { EXCEPTION_REASON_MAX, exceptionSchema } from '~/lib/calendar/exception-schema'
import type { Occurrence } from '~/lib/calendar/occurrences'
import type { FieldErrors } from '~/lib/forms/validation'
import { apiRequest } from '~/lib/site/api-request'
import { Field } from '~/components/ui/Field'
import { FormDialog } from '~/components/ui/FormDialog'
import { textInput } from '~/components/ui/styles'
import { DateProblem } from './DateProblem'
import { seriesUrl, useSeriesMutation } from './series-api'
import { dayWords } from './series-dates-words'
import { useDialogFields } from './use-dialog-fields'

export type DateDialogProps = {
  seriesId: string
  seriesTitle: string
  occurrence: Occurrence
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Once saved, before the dates are read again. */
  onSaved: () => void
}

/** One date's exception as the API takes it, before the schema has cleaned it. */
export type ExceptionBody = v.InferInput<typeof exceptionSchema>

/** Sends one date's exception; on success the dialog closes, and each refused field shows its message. */
export function useSaveException({ seriesId, seriesTitle, onOpenChange, onSaved }: DateDialogProps, title: string, setErrors: (errors: FieldErrors) => void) {
  return useSeriesMutation<ExceptionBody>({
    call: (exception) => apiRequest('PUT', `${seriesUrl(seriesId)}/exceptions`, exception),
    done: (_, exception) => ({ title, description: `“${seriesTitle}” on ${dayWords(exception.date)}` }),
    failed: 'Error Saving the Date',
    onDone: () => {
      onSaved()
      onOpenChange(false)
    },
    onFieldErrors: setErrors,
  })
}

/** Cancels one date of a series, with a short reason the public sees (“Christmas”). */
export function CancelDateDialog(props: DateDialogProps) {
  const { occurrence, open, onOpenChange } = props
  const fields = useDialogFields(`cancel-${occurrence.date}`, { reason: '' }, ['reason'])
  const save = useSaveException(props, 'Date Cancelled', fields.setErrors)
  const body: ExceptionBody = { date: occurrence.date, kind: 'cancelled', reason: fields.values.reason }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel ${dayWords(occurrence.date)}`}
      description={`“${props.seriesTitle}” will not meet that day. The website says so, with the reason.`}
      submitLabel="Cancel this date"
      busyLabel="Cancelling..."
      busy={save.isPending}
      onSubmit={() => fields.checkThenSend(exceptionSchema, body, () => save.mutate(body))}
    >
      <DateProblem error={fields.errors.date} />
      <Field id={fields.id('reason')} label="Reason (shown on the website)" hint="Short, such as “Christmas”" error={fields.errors.reason}>
        <input {...fields.control('reason')} className={textInput} maxLength={EXCEPTION_REASON_MAX} />
      </Field>
    </FormDialog>
  )
}
