import * as v from 'valibot'
import { group, paragraphs, text } from '../fields/fields.ts'

const card = (label: string) => paragraphs(label, { max: 1000, links: true, hint: 'What the policy covers. Leave a blank line between paragraphs.' })

/** The wording of the policy cards on Policies; which policies there are stays as the site defines them. */
export const policiesSchema = v.object({
  cards: group('Policy cards', {
    safeguarding: card('Safeguarding policy'),
    privacy: card('Privacy policy'),
    health_safety: card('Health and safety policy'),
  }),
  comingSoonNote: text('Note while a policy has no file', { max: 160 }),
})

export type Policies = v.InferOutput<typeof policiesSchema>
