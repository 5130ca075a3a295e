import * as v from 'valibot'

/** A WebAuthn response as the browser library sends it; the server library checks the rest. */
export const webauthnResponse = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(1400)),
  rawId: v.pipe(v.string(), v.maxLength(1400)),
  type: v.literal('public-key'),
  response: v.looseObject({ clientDataJSON: v.pipe(v.string(), v.maxLength(8192)) }),
  clientExtensionResults: v.optional(v.looseObject({}), {}),
})

export const passkeyAssertionSchema = v.object({ response: webauthnResponse })

export const PASSKEY_NAME_MAX_LENGTH = 60

export const newPasskeySchema = v.object({
  name: v.pipe(
    v.string('Please give the passkey a name'),
    v.trim(),
    v.minLength(1, 'Please give the passkey a name'),
    v.maxLength(PASSKEY_NAME_MAX_LENGTH, `At most ${PASSKEY_NAME_MAX_LENGTH} characters`),
  ),
  response: webauthnResponse,
})

export const totpCodeSchema = v.object({
  code: v.pipe(v.string('Please enter the code'), v.trim(), v.regex(/^\d{6}$/, 'Please enter the six digits your app shows')),
})

export const secondFactorSettingSchema = v.object({ required: v.boolean() })

/** What /admin/second-factor says after a plain form post came back to it. */
export type SecondStepError = 'invalid' | 'throttled' | 'code'

export function secondStepErrorMessage(error: SecondStepError | undefined, minutes?: number): string | null {
  if (error === 'invalid') return 'That code was not accepted. Please try again.'
  if (error === 'code') return 'Please enter a code'
  if (error === 'throttled') return `Too many failed attempts. Please try again in ${minutes ?? 15} minute${minutes === 1 ? '' : 's'}.`
  return null
}
