import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX, type EventInput } from '~/lib/events/event-schema'
import type { FieldErrors } from '~/lib/forms/validation'
import { describedBy, Field } from '~/components/ui/Field'
import { textInput } from '~/components/ui/styles'

/** The title, description and date of an event, shared by the create dialog and the inline edit. */
export function EventFields({
  idPrefix,
  value,
  errors,
  onChange,
}: {
  idPrefix: string
  value: EventInput
  errors: FieldErrors
  onChange: (value: EventInput) => void
}) {
  const ids = { title: `${idPrefix}-title`, description: `${idPrefix}-description`, date: `${idPrefix}-date` }
  return (
    <>
      <Field id={ids.title} label="Title" error={errors.title}>
        <input
          id={ids.title}
          className={textInput}
          value={value.title}
          maxLength={EVENT_TITLE_MAX}
          required
          onChange={(event) => onChange({ ...value, title: event.target.value })}
          {...describedBy(ids.title, errors.title)}
        />
      </Field>
      <Field id={ids.description} label="Description" error={errors.description}>
        <textarea
          id={ids.description}
          className={`${textInput} min-h-28`}
          value={value.description}
          maxLength={EVENT_DESCRIPTION_MAX}
          required
          onChange={(event) => onChange({ ...value, description: event.target.value })}
          {...describedBy(ids.description, errors.description)}
        />
      </Field>
      <Field id={ids.date} label="Event Date" error={errors.event_date}>
        <input
          id={ids.date}
          type="date"
          className={`${textInput} sm:w-auto`}
          value={value.event_date}
          required
          onChange={(event) => onChange({ ...value, event_date: event.target.value })}
          {...describedBy(ids.date, errors.event_date)}
        />
      </Field>
    </>
  )
}
