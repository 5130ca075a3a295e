import * as v from 'valibot'

/** The login payload. */
export const adminSignInSchema = v.object({
  email: v.optional(
    v.pipe(
      v.string('Please enter a valid email address'),
      v.trim(),
      v.email('Please enter a valid email address'),
      v.maxLength(254, 'Please enter a valid email address'),
    ),
    '',
  ),
  password: v.optional(v.pipe(v.string('Password is required'), v.minLength(1, 'Password is required'), v.maxLength(1000, 'The password is too long')), ''),
})
