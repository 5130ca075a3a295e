import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../forms/validation.ts'
import { adminSignInSchema } from './sign-in-schema.ts'
import { christmasSettingsSchema, isGrottoUrl } from '../christmas/settings-schema.ts'
import { emailConfigurationSchema } from '../mail/email-configuration-schema.ts'
import { isCalendarDay } from '../calendar/london-time.ts'
import { eventSchema } from '../events/event-schema.ts'

const errorsOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value)
  return result.success ? {} : fieldErrors(result.issues)
}

describe('validation messages', () => {
  it('login', () => {
    expect(errorsOf(adminSignInSchema, { email: 'nope', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    })
    expect(errorsOf(adminSignInSchema, {})).toEqual({ email: 'Please enter a valid email address', password: 'Password is required' })
    expect(errorsOf(adminSignInSchema, { email: ' a@b.org ', password: 'x' })).toEqual({})
  })

  it('event: all three required, blank after trimming counts as missing', () => {
    expect(errorsOf(eventSchema, { title: '  ', description: '', event_date: '' })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      event_date: 'Event date is required',
    })
    expect(errorsOf(eventSchema, {})).toEqual({ title: 'Title is required', description: 'Description is required', event_date: 'Event date is required' })
    expect(v.parse(eventSchema, { title: ' Carols ', description: ' By candlelight ', event_date: '2025-12-14' })).toEqual({
      title: 'Carols',
      description: 'By candlelight',
      event_date: '2025-12-14',
    })
  })

  it('event date must be a real calendar day', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true)
    for (const bad of ['2025-02-29', '2025-13-01', '2025-04-31', '14/12/2025', '2025-12-14T10:00', 'tomorrow']) {
      expect(isCalendarDay(bad), bad).toBe(false)
    }
    expect(errorsOf(eventSchema, { title: 'a', description: 'b', event_date: '2025-02-30' })).toEqual({
      event_date: 'Event date must be a real date (YYYY-MM-DD)',
    })
  })

  it('email configuration', () => {
    expect(errorsOf(emailConfigurationSchema, {})).toEqual({
      form_type: 'Form type is required',
      email_address: 'Valid email address is required',
      display_name: 'Display name is required',
    })
    expect(errorsOf(emailConfigurationSchema, { form_type: 'newsletter', email_address: 'x', display_name: ' ' })).toEqual({
      form_type: 'Form type is required',
      email_address: 'Valid email address is required',
      display_name: 'Display name is required',
    })
    expect(errorsOf(emailConfigurationSchema, { form_type: 'hall_hire', email_address: 'hall@example.org', display_name: 'Hall bookings' })).toEqual({})
  })

  it('grotto URL: https, http or a site path; empty while there is none', () => {
    for (const good of ['https://grotto.example/book', 'http://grotto.example', '/community', '']) expect(isGrottoUrl(good), good).toBe(true)
    for (const bad of ['javascript:alert(1)', '//evil.example', 'grotto.example', 'ftp://x.example', 'mailto:a@b.org', '/\\evil'])
      expect(isGrottoUrl(bad), bad).toBe(false)
    expect(errorsOf(christmasSettingsSchema, {})).toEqual({ is_visible: 'is_visible is required (true or false)', grotto_url: 'grotto_url is required' })
    expect(errorsOf(christmasSettingsSchema, { is_visible: 'yes', grotto_url: 'javascript:alert(1)' })).toEqual({
      is_visible: 'is_visible must be true or false',
      grotto_url: 'The booking link must start with https://, http:// or / (a page of this site)',
    })
  })
})
