import * as v from 'valibot'
import { email, group, link, list, paragraphs, phone, text } from '../fields/fields.ts'

export const safeguardingSchema = v.object({
  team: list(
    'Our safeguarding team',
    group('Person', {
      name: text('Name', { max: 80 }),
      role: text('Role', { max: 80 }),
      email: email('E-mail address'),
      phone: phone('Phone number'),
    }),
    { itemLabel: 'person', minItems: 1, maxItems: 6 },
  ),
  commitmentStatement: paragraphs('Our commitment', { max: 1500, links: true }),
  concernSteps: list('What to do', text('Step', { max: 300 }), { itemLabel: 'step', minItems: 1, maxItems: 12 }),
  commitments: list('What we promise', text('Promise', { max: 300 }), { itemLabel: 'promise', minItems: 1, maxItems: 16 }),
  externalContacts: list(
    'Other people who can help',
    group('Group', {
      title: text('Heading', { max: 60 }),
      contacts: list(
        'Contacts',
        group('Contact', {
          name: text('Name', { max: 100 }),
          detail: text('What they help with', { max: 200 }),
          phone: phone('Phone number', { optional: true }),
          link: link('Website', { optional: true }),
        }),
        { itemLabel: 'contact', minItems: 1, maxItems: 12 },
      ),
    }),
    { itemLabel: 'group', maxItems: 6 },
  ),
})

export type Safeguarding = v.InferOutput<typeof safeguardingSchema>
