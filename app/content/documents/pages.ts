import * as v from 'valibot'
import { group, paragraphs, text } from '../fields/fields.ts'

const introduction = (page: string) =>
  group(page, {
    eyebrow: text('Line above the title', { max: 60 }),
    intro: paragraphs('Introduction', { max: 400 }),
  })

/** The line above each page's title and the paragraph under it. The titles are the pages' names, which stay as they are. */
export const pagesSchema = v.object({
  sundays: introduction('Sundays'),
  churchLife: introduction('Church Life'),
  community: introduction('Community Life'),
  online: introduction('Online Life'),
  imNew: introduction('I’m New'),
  jesus: introduction('Who is Jesus?'),
  ourVision: introduction('Our Vision'),
  ourPeople: introduction('Our People'),
  ourTeams: introduction('Our Teams'),
  ourCharity: introduction('Our Charity'),
  waysToGive: introduction('Ways to Give'),
  safeguarding: introduction('Safeguarding'),
  policies: introduction('Policies'),
  sermons: introduction('Sermons'),
  devotions: introduction('Daily Devotions'),
  contact: introduction('Contact Us'),
  stayInTouch: introduction('Stay in Touch'),
  hallHire: introduction('Hall Hire'),
})

export type Pages = v.InferOutput<typeof pagesSchema>

/** A page that has an introduction. */
export type PageIntroKey = keyof Pages
