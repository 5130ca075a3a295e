import type { HallAdmin } from '~/lib/hall/admin-types'
import { NOTES_MAX } from '~/lib/hall/booking-schema'
import { describedBy, Field } from '~/components/ui/Field'
import { textInput } from '~/components/ui/styles'
import { bookingFieldId, type BookingFieldProps } from './booking-field-props'
import { CheckField } from './CheckField'

/** The hire terms the hirer accepts, children or adults at risk and the hirer's safeguarding policy, and notes. */
export function TermsFields({ idPrefix, values, errors, change, terms }: BookingFieldProps & { terms: HallAdmin['terms'] }) {
  const id = (field: Parameters<typeof bookingFieldId>[1]) => bookingFieldId(idPrefix, field)
  const accepted = terms.find((each) => each.version === values.termsVersion)
  return (
    <>
      <div id={id('termsVersion')}>
        <p className="font-semibold text-ink-900">The hirer accepts hire terms version {values.termsVersion}</p>
        {accepted ? (
          <details className="mt-1">
            <summary className="cursor-pointer text-ink-900 underline">Read hire terms version {accepted.version}</summary>
            <p className="mt-1 whitespace-pre-wrap wrap-anywhere text-sm text-ink-900">{accepted.text}</p>
          </details>
        ) : null}
        {errors.termsVersion ? (
          <p role="alert" className="mt-1 text-sm text-red-800">
            {errors.termsVersion}
          </p>
        ) : null}
      </div>
      <CheckField
        id={id('withChildren')}
        label="For children or adults at risk"
        checked={values.withChildren}
        onChange={(withChildren) => change(withChildren ? { withChildren } : { withChildren, safeguardingConfirmed: false })}
        error={errors.withChildren}
      />
      {values.withChildren ? (
        <CheckField
          id={id('safeguardingConfirmed')}
          label="The hirer confirms they have their own safeguarding policy for this activity"
          checked={values.safeguardingConfirmed}
          onChange={(safeguardingConfirmed) => change({ safeguardingConfirmed })}
          error={errors.safeguardingConfirmed}
        />
      ) : null}
      <Field id={id('notes')} label="Notes (for the church only)" error={errors.notes}>
        <textarea
          id={id('notes')}
          className={`${textInput} min-h-20`}
          value={values.notes}
          maxLength={NOTES_MAX}
          onChange={(event) => change({ notes: event.target.value })}
          {...describedBy(id('notes'), errors.notes)}
        />
      </Field>
    </>
  )
}
