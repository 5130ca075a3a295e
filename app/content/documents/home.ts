import * as v from 'valibot'
import { group, paragraphs, text } from '../fields/fields.ts'

export const homeSchema = v.object({
  ourStory: paragraphs('Our story', { max: 2000, hint: 'Shown on the home page and on Our Vision. Leave a blank line between paragraphs.' }),
  serviceQuote: text('Quote beside the service time', { max: 200 }),
  testimonial: group('Testimonial', {
    quote: text('What they said', { max: 600 }),
    reviewer: text('Who said it', { max: 80 }),
    source: text('Where they said it', { max: 80, hint: 'Such as “Google review”.' }),
  }),
})

export type Home = v.InferOutput<typeof homeSchema>
