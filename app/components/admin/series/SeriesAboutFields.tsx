import { ACTIVITIES, type Activity, PLACE_DETAIL_MAX, PLACES, type Place, SERIES_DESCRIPTION_MAX, SERIES_TITLE_MAX } from '~/lib/calendar/series-schema'
import { describedBy, Field } from '~/components/ui/Field'
import { textInput } from '~/components/ui/styles'
import { RadioGroup } from './Choices'
import { fieldId, type SeriesFieldProps } from './series-field-props'

const PLACE_OPTIONS = Object.entries(PLACES) as [Place, string][]
const ACTIVITY_OPTIONS = Object.entries(ACTIVITIES) as [Activity, string][]

/**
 * What the activity is, where it happens, and which of the pages' regular activities it is;
 * `activityHolder` names the other series that is that activity now, which saving takes it from.
 */
export function SeriesAboutFields({ idPrefix, values, errors, change, activityHolder }: SeriesFieldProps & { activityHolder?: string }) {
  const id = (field: Parameters<typeof fieldId>[1]) => fieldId(idPrefix, field)
  return (
    <>
      <Field id={id('title')} label="Title" error={errors.title}>
        <input
          id={id('title')}
          className={textInput}
          value={values.title}
          maxLength={SERIES_TITLE_MAX}
          required
          onChange={(event) => change({ title: event.target.value })}
          {...describedBy(id('title'), errors.title)}
        />
      </Field>
      <Field id={id('description')} label="Description (optional)" error={errors.description}>
        <textarea
          id={id('description')}
          className={`${textInput} min-h-20`}
          value={values.description}
          maxLength={SERIES_DESCRIPTION_MAX}
          onChange={(event) => change({ description: event.target.value })}
          {...describedBy(id('description'), errors.description)}
        />
      </Field>
      <RadioGroup id={id('place')} legend="Place" options={PLACE_OPTIONS} value={values.place} onChange={(place) => change({ place })} error={errors.place} />
      {values.place === 'hall' ? null : (
        <Field
          id={id('placeDetail')}
          label="Where"
          hint={values.place === 'online' ? 'How to join, such as “On Zoom”' : 'The name and address of the place'}
          error={errors.placeDetail}
        >
          <input
            id={id('placeDetail')}
            className={textInput}
            value={values.placeDetail}
            maxLength={PLACE_DETAIL_MAX}
            onChange={(event) => change({ placeDetail: event.target.value })}
            {...describedBy(id('placeDetail'), errors.placeDetail, 'hint')}
          />
        </Field>
      )}
      <Field
        id={id('activity')}
        label="Shown on the pages as"
        hint={`The pages read this activity’s time from here.${activityHolder ? ` “${activityHolder}” has it now; saving moves it here.` : ''}`}
        error={errors.activity}
      >
        <select
          id={id('activity')}
          className={textInput}
          value={values.activity}
          onChange={(event) => change({ activity: event.target.value as Activity | '' })}
          {...describedBy(id('activity'), errors.activity, 'hint')}
        >
          <option value="">None</option>
          {ACTIVITY_OPTIONS.map(([activity, label]) => (
            <option key={activity} value={activity}>
              {label}
            </option>
          ))}
        </select>
      </Field>
    </>
  )
}
