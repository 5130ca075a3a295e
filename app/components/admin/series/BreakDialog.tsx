import { type BreakInput, breakSchema } from '~/lib/calendar/break-schema'
import { EXCEPTION_REASON_MAX } from '~/lib/calendar/exception-schema'
import { apiRequest } from '~/lib/site/api-request'
import { Field } from '~/components/ui/Field'
import { FormDialog } from '~/components/ui/FormDialog'
import { textInput } from '~/components/ui/styles'
import { seriesUrl, useSeriesMutation } from './series-api'
import { breakWords } from './series-dates-words'
import { useDialogFields } from './use-dialog-fields'
import { useFocusRefusedField } from './use-focus-refused-field'

/** Pauses a series for a range of dates, both included: “August break”. */
export function BreakDialog({
  seriesId,
  seriesTitle,
  open,
  onOpenChange,
}: {
  seriesId: string
  seriesTitle: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { values, errors, setErrors, id, control, checkThenSend } = useDialogFields<BreakInput>(`break-${seriesId}`, { from: '', to: '', reason: '' }, [
    'reason',
  ])
  const focusRefusedField = useFocusRefusedField()
  const save = useSeriesMutation<BreakInput>({
    call: (input) => apiRequest('PUT', `${seriesUrl(seriesId)}/breaks`, input),
    done: (_, input) => ({ title: 'Break Added', description: `“${seriesTitle}”: ${breakWords(input)}` }),
    failed: 'Error Adding the Break',
    onDone: () => onOpenChange(false),
    onFieldErrors: (found) => {
      setErrors(found)
      focusRefusedField()
    },
  })

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a break"
      description={`“${seriesTitle}” does not meet from the first date to the last, both included.`}
      submitLabel="Add break"
      busyLabel="Adding..."
      busy={save.isPending}
      onSubmit={() => checkThenSend(breakSchema, values, () => save.mutate(values))}
    >
      <div className="flex flex-wrap gap-4">
        <Field id={id('from')} label="From" error={errors.from}>
          <input {...control('from', 'date')} className={`${textInput} sm:w-auto`} />
        </Field>
        <Field id={id('to')} label="To" error={errors.to}>
          <input {...control('to', 'date')} className={`${textInput} sm:w-auto`} />
        </Field>
      </div>
      <Field id={id('reason')} label="Reason (shown on the website)" hint="Short, such as “August break”" error={errors.reason}>
        <input {...control('reason')} className={textInput} maxLength={EXCEPTION_REASON_MAX} />
      </Field>
    </FormDialog>
  )
}
