import * as v from 'valibot'
import { year } from '../fields/fields.ts'

export const footerSchema = v.object({
  copyrightYear: year('Copyright year', { hint: 'Leave it empty and the footer shows the current year.' }),
})

export type Footer = v.InferOutput<typeof footerSchema>
