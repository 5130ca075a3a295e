import type { HallAdmin } from '~/lib/hall/admin-types'
import { HIRER_EMAIL_MAX, HIRER_NAME_MAX, HIRER_PHONE_MAX, PURPOSE_MAX } from '~/lib/hall/booking-schema'
import { describedBy, Field } from '~/components/ui/Field'
import { textInput } from '~/components/ui/styles'
import { bookingFieldId, type BookingFieldProps } from './booking-field-props'

type TextField = 'hirerName' | 'hirerEmail' | 'hirerPhone'
const TEXT_FIELDS: [TextField, string, string, number][] = [
  ['hirerName', 'Hirer’s name', 'text', HIRER_NAME_MAX],
  ['hirerEmail', 'Hirer’s email', 'email', HIRER_EMAIL_MAX],
  ['hirerPhone', 'Hirer’s phone (optional)', 'tel', HIRER_PHONE_MAX],
]

/** Which room, who hires it and what for. */
export function HirerFields({ idPrefix, values, errors, change, rooms }: BookingFieldProps & { rooms: HallAdmin['rooms'] }) {
  const id = (field: Parameters<typeof bookingFieldId>[1]) => bookingFieldId(idPrefix, field)
  return (
    <>
      <Field id={id('roomId')} label="Room" error={errors.roomId}>
        <select
          id={id('roomId')}
          className={textInput}
          value={values.roomId}
          onChange={(event) => change({ roomId: event.target.value })}
          {...describedBy(id('roomId'), errors.roomId)}
        >
          {rooms.map((room) => (
            <option key={room.id} value={room.id}>
              {room.name}
            </option>
          ))}
        </select>
      </Field>
      {TEXT_FIELDS.map(([field, label, type, max]) => (
        <Field key={field} id={id(field)} label={label} error={errors[field]}>
          <input
            id={id(field)}
            type={type}
            className={textInput}
            value={values[field]}
            maxLength={max}
            autoComplete="off"
            onChange={(event) => change({ [field]: event.target.value })}
            {...describedBy(id(field), errors[field])}
          />
        </Field>
      ))}
      <Field id={id('purpose')} label="Purpose" error={errors.purpose}>
        <textarea
          id={id('purpose')}
          className={`${textInput} min-h-20`}
          value={values.purpose}
          maxLength={PURPOSE_MAX}
          onChange={(event) => change({ purpose: event.target.value })}
          {...describedBy(id('purpose'), errors.purpose)}
        />
      </Field>
    </>
  )
}
