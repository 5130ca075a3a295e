import * as v from 'valibot'
import { choice, email, group, list, paragraphs, text } from '../fields/fields.ts'

export const TEAM_COLOURS = { wine: 'Wine', gold: 'Gold', teal: 'Teal', sky: 'Sky blue', rose: 'Rose', olive: 'Olive' } as const

export const TEAM_ARTWORK = {
  welcome: 'An open door',
  worship: 'Musical notes',
  kids: 'Children at play',
  prayer: 'Praying hands',
  media: 'A camera and screen',
  community: 'Neighbours together',
} as const

const team = group('Team', {
  name: text('Name', { max: 60 }),
  description: paragraphs('What the team does', { max: 400, links: true }),
  contact: group('Contact', {
    name: text('Name', { max: 80 }),
    email: email('E-mail address'),
  }),
  artwork: choice('Artwork', TEAM_ARTWORK),
  colour: choice('Colour', TEAM_COLOURS, { hint: 'The line beside the contact.' }),
})

/** The teams the Our Teams page invites people to join. */
export const teamsSchema = v.object({
  teams: list('Teams', team, { itemLabel: 'team', maxItems: 20 }),
})

export type Teams = v.InferOutput<typeof teamsSchema>
export type Team = Teams['teams'][number]
