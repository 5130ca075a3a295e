import { EXCEPTION_REASON_MAX, exceptionSchema } from '~/lib/calendar/exception-schema'
import { Field } from '~/components/ui/Field'
import { FormDialog } from '~/components/ui/FormDialog'
import { textInput } from '~/components/ui/styles'
import { type DateDialogProps, type ExceptionBody, useSaveException } from './CancelDateDialog'
import { DateProblem } from './DateProblem'
import { dayWords } from './series-dates-words'
import { useDialogFields } from './use-dialog-fields'

const shortInput = `${textInput} sm:w-auto`

/** Moves one date of a series, or changes its times or title, with a reason the public sees. */
export function ChangeDateDialog(props: DateDialogProps) {
  const { occurrence, open, onOpenChange, seriesTitle } = props
  const { values, errors, setErrors, id, control, checkThenSend } = useDialogFields(
    `change-${occurrence.date}`,
    { newDate: occurrence.date, newStartTime: occurrence.startTime ?? '', newEndTime: occurrence.endTime ?? '', newTitle: '', reason: '' },
    ['newTitle', 'reason'],
  )
  const save = useSaveException(props, 'Date Changed', setErrors)
  const body: ExceptionBody = { ...values, date: occurrence.date, kind: 'changed' }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Move or change ${dayWords(occurrence.date)}`}
      description={`Only this date of “${seriesTitle}” changes; the others stay as they are.`}
      submitLabel="Save this date"
      busyLabel="Saving..."
      busy={save.isPending}
      onSubmit={() => checkThenSend(exceptionSchema, body, () => save.mutate(body))}
    >
      <DateProblem error={errors.date} />
      <Field id={id('newDate')} label="New date" error={errors.newDate}>
        <input {...control('newDate', 'date')} className={shortInput} />
      </Field>
      <div className="flex flex-wrap gap-4">
        <Field id={id('newStartTime')} label="New start time" error={errors.newStartTime}>
          <input {...control('newStartTime', 'time')} className={shortInput} />
        </Field>
        <Field id={id('newEndTime')} label="New end time" error={errors.newEndTime}>
          <input {...control('newEndTime', 'time')} className={shortInput} />
        </Field>
      </div>
      <Field id={id('newTitle')} label="New title (optional)" hint={`Leave empty to keep “${seriesTitle}”`} error={errors.newTitle}>
        <input {...control('newTitle')} className={textInput} maxLength={200} />
      </Field>
      <Field id={id('reason')} label="Reason (shown on the website)" hint="Short, such as “Moved for the carol service”" error={errors.reason}>
        <input {...control('reason')} className={textInput} maxLength={EXCEPTION_REASON_MAX} />
      </Field>
    </FormDialog>
  )
}
