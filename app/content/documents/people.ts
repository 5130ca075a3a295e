import * as v from 'valibot'
import { group, list, paragraphs, photo, text } from '../fields/fields.ts'

const person = (label: string) =>
  group(label, {
    name: text('Name', { max: 80 }),
    role: text('Role', { max: 120 }),
    bio: paragraphs('About them', { max: 1500, optional: true, links: true }),
    photo: photo('Photo', { hint: 'Without a photo, the page shows their initials.' }),
  })

const people = (label: string, hint: string) => list(label, person('Person'), { itemLabel: 'person', hint, maxItems: 30 })

/** The people the Our People page introduces. */
export const peopleSchema = v.object({
  pastor: person('Pastor'),
  leadershipTeam: people('Leadership team', 'Pastors and elders.'),
  ministryLeaders: people('Ministry leaders', 'The people who lead the teams and groups.'),
  trustees: people('Trustees', 'The board of trustees of the charity.'),
})

export type People = v.InferOutput<typeof peopleSchema>
export type Person = People['pastor']
