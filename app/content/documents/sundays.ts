import * as v from 'valibot'
import { choice, group, list, paragraphs, text } from '../fields/fields.ts'

const slot = (label: string) =>
  group(label, {
    label: text('Heading', { max: 40 }),
    detail: text('Detail', { max: 160 }),
  })

/** Artwork a card may show: the drawings that come with the site. */
const ARTWORK = {
  '/images/cards/music.svg': 'Music',
  '/images/teams/kids.svg': 'Children',
  '/images/community/warm-space.svg': 'Tea and cake',
  '/images/cards/church.svg': 'The church',
  '/images/cards/prayer.svg': 'Prayer',
  '/images/cards/chat.svg': 'Conversation',
  '/images/teams/welcome.svg': 'Welcome',
  '/images/teams/worship.svg': 'Worship',
  '/images/cta/sunday.svg': 'Sunday',
} as const

export const sundaysSchema = v.object({
  timetable: group(
    'Sunday timetable',
    {
      churchOpens: slot('When the church opens'),
      service: slot('The service'),
      refreshments: slot('Tea, coffee and cake'),
    },
    { hint: 'The times come from “Sundays and weekly times”.' },
  ),
  features: list(
    'What happens on a Sunday',
    group('Feature', {
      title: text('Title', { max: 60 }),
      text: text('Text', { max: 300 }),
      artwork: choice('Picture', ARTWORK),
    }),
    { itemLabel: 'feature', minItems: 1, maxItems: 6 },
  ),
  whatToExpect: list('What to expect', text('Point', { max: 300 }), { itemLabel: 'point', minItems: 1, maxItems: 12 }),
  faqs: list(
    'Frequently asked questions',
    group('Question and answer', {
      question: text('Question', { max: 160 }),
      answer: paragraphs('Answer', { max: 1000, links: true }),
    }),
    { itemLabel: 'question', maxItems: 20 },
  ),
})

export type Sundays = v.InferOutput<typeof sundaysSchema>
