import * as v from 'valibot'
import { choice, date, group, link, list, paragraphs, photo, text } from '../fields/fields.ts'

export const PROGRAMME_ARTWORK = {
  'warm-space': 'A steaming bowl',
  'come-n-chat': 'Tea and a chat',
  cinema: 'A cinema screen',
  foodbank: 'A food parcel',
  grotto: 'A Christmas grotto',
} as const

const programme = group('Programme', {
  title: text('Name', { max: 60 }),
  when: text('When', { max: 80, hint: 'As a sentence says it: “Tuesdays, 5-8pm”.' }),
  location: text('Where', { max: 80 }),
  description: paragraphs('What happens', { max: 500, links: true }),
  artwork: choice('Artwork', PROGRAMME_ARTWORK),
  photo: photo('Photo'),
  action: group('Button', {
    label: text('Button text', { max: 40 }),
    link: link('Button link', { hint: 'A page of this site, such as /contact, or another website.' }),
  }),
})

/** What the church runs for its neighbours, and the Christmas grotto. */
export const communitySchema = v.object({
  programmes: list('Programmes', programme, { itemLabel: 'programme', maxItems: 20 }),
  grotto: group('Christmas grotto', {
    description: paragraphs('What happens', { max: 500, links: true }),
    nextDate: date('Next grotto date', { hint: 'Once it has passed, the page says the date is to be announced.' }),
  }),
})

export type Community = v.InferOutput<typeof communitySchema>
export type Programme = Community['programmes'][number]
