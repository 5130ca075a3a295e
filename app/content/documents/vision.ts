import * as v from 'valibot'
import { group, list, text } from '../fields/fields.ts'

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

const video = (label: string) =>
  group(label, {
    youtubeId: v.pipe(
      text('YouTube video id', { max: 11, hint: 'The 11 characters after “v=” in the video’s address, such as XIb_dCIxzr0.' }),
      v.regex(YOUTUBE_ID, 'YouTube video id: enter the 11 letters, digits, - or _ after “v=” in the video’s address'),
    ),
    title: text('Title', { max: 120, hint: 'What the video is, for people who cannot see it.' }),
  })

export const visionSchema = v.object({
  visionLines: list('Our vision', text('Line', { max: 200 }), { itemLabel: 'line', minItems: 1, maxItems: 8 }),
  scriptures: list(
    'Rooted in scripture',
    group('Scripture', {
      text: text('Words', { max: 400 }),
      reference: text('Reference', { max: 40, hint: 'Such as “Matthew 11:28”.' }),
    }),
    { itemLabel: 'scripture', maxItems: 8 },
  ),
  missionAreas: list(
    'Our mission',
    group('Mission area', {
      title: text('Title', { max: 40 }),
      text: text('Text', { max: 300 }),
    }),
    { itemLabel: 'mission area', maxItems: 8 },
  ),
  faithStatements: list('What we believe', text('Statement', { max: 300 }), { itemLabel: 'statement', minItems: 1, maxItems: 20 }),
  videos: group('Videos', {
    vision: video('Our vision in a few minutes'),
    jesus: video('Watch: who is Jesus?'),
  }),
})

export type Vision = v.InferOutput<typeof visionSchema>
