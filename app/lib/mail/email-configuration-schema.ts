import * as v from 'valibot'
import { FORM_TYPES } from '../forms/forms.ts'

/** The recipient of one form. Saving a form type that has one already replaces it. */
export const emailConfigurationSchema = v.object({
  form_type: v.pipe(v.optional(v.string('Form type is required'), ''), v.picklist(FORM_TYPES, 'Form type is required')),
  email_address: v.optional(
    v.pipe(
      v.string('Valid email address is required'),
      v.trim(),
      v.email('Valid email address is required'),
      v.maxLength(254, 'Valid email address is required'),
    ),
    '',
  ),
  display_name: v.optional(
    v.pipe(
      v.string('Display name is required'),
      v.trim(),
      v.nonEmpty('Display name is required'),
      v.maxLength(100, 'Display name must be at most 100 characters'),
    ),
    '',
  ),
})

export type EmailConfigurationInput = v.InferOutput<typeof emailConfigurationSchema>
export type EmailConfiguration = EmailConfigurationInput & { id: string; updated_at: string }
