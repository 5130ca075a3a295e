import { useEffect, useState } from 'react'
import { CheckboxField, TextAreaField, TextField } from '~/components/forms/fields'
import { HOUSE_MAX, NAME_MAX, OVERSEAS_ADDRESS_MAX } from '~/lib/giving/declaration'
import { POSTCODE_INPUT_MAX } from '~/lib/giving/postcode'
import { TITLE_INPUT_MAX } from '~/lib/giving/title'

export type DetailsValues = { title: string; firstName: string; lastName: string; house: string; outsideUk: boolean; postcode: string; overseasAddress: string }

export const EMPTY_DETAILS: DetailsValues = { title: '', firstName: '', lastName: '', house: '', outsideUk: false, postcode: '', overseasAddress: '' }

/** The field names in the order the form shows them, for the error list's links and the first field to focus. */
export const DETAILS_FIELDS = ['title', 'firstName', 'lastName', 'house', 'outsideUk', 'postcode', 'overseasAddress'] as const

export const fieldId = (prefix: string, field: string) => `${prefix}-${field}`

type DetailsFieldsProps = {
  idPrefix: string
  values: DetailsValues
  errors: Record<string, string>
  onChange: (values: DetailsValues) => void
}

/**
 * The giver's name and home address as HMRC's schedule takes them. Without JavaScript both the
 * postcode and the full address show, and the server reads the checkbox; with it, only the one that applies.
 */
export function DetailsFields({ idPrefix, values, errors, onChange }: DetailsFieldsProps) {
  const [scripted, setScripted] = useState(false)
  useEffect(() => setScripted(true), [])
  const set = (name: keyof DetailsValues) => (value: string | boolean) => onChange({ ...values, [name]: value })
  const id = (field: string) => fieldId(idPrefix, field)
  return (
    <>
      <TextField
        id={id('title')}
        name="title"
        label="Title"
        hint="Optional: such as Mr, Mrs, Ms, Miss, Dr or Revd."
        value={values.title}
        onChange={set('title')}
        autoComplete="honorific-prefix"
        maxLength={TITLE_INPUT_MAX}
        error={errors.title}
      />
      <TextField
        id={id('firstName')}
        name="firstName"
        label="First name"
        required
        value={values.firstName}
        onChange={set('firstName')}
        autoComplete="given-name"
        maxLength={NAME_MAX}
        error={errors.firstName}
      />
      <TextField
        id={id('lastName')}
        name="lastName"
        label="Last name"
        required
        value={values.lastName}
        onChange={set('lastName')}
        autoComplete="family-name"
        maxLength={NAME_MAX}
        error={errors.lastName}
      />
      <TextField
        id={id('house')}
        name="house"
        label="House name or number"
        required
        value={values.house}
        onChange={set('house')}
        autoComplete="address-line1"
        maxLength={HOUSE_MAX}
        error={errors.house}
      />
      <CheckboxField
        id={id('outsideUk')}
        name="outsideUk"
        label="I live outside the UK"
        checked={values.outsideUk}
        onChange={set('outsideUk')}
        error={errors.outsideUk}
      />
      {!scripted || !values.outsideUk ? (
        <TextField
          id={id('postcode')}
          name="postcode"
          label="Postcode"
          hint={
            scripted
              ? 'Your home postcode, such as BR5 2RW.'
              : 'Your home postcode, such as BR5 2RW. If you live outside the UK, tick the box above and give your full address below instead.'
          }
          value={values.postcode}
          onChange={set('postcode')}
          autoComplete="postal-code"
          maxLength={POSTCODE_INPUT_MAX}
          error={errors.postcode}
        />
      ) : null}
      {!scripted || values.outsideUk ? (
        <TextAreaField
          id={id('overseasAddress')}
          name="overseasAddress"
          label="Full address"
          hint="Only if you live outside the UK: your full home address, with the country."
          value={values.overseasAddress}
          onChange={set('overseasAddress')}
          maxLength={OVERSEAS_ADDRESS_MAX}
          rows={4}
          error={errors.overseasAddress}
        />
      ) : null}
    </>
  )
}

/** The details as the page posted them, for the form shown again after a refusal. */
export function detailsFrom(values: Record<string, string | boolean> | undefined): DetailsValues {
  const text = (name: keyof DetailsValues) => (typeof values?.[name] === 'string' ? (values[name] as string) : '')
  return {
    title: text('title'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    house: text('house'),
    outsideUk: values?.outsideUk === true,
    postcode: text('postcode'),
    overseasAddress: text('overseasAddress'),
  }
}
