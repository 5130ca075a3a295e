// Sample values: the safeguarding team's names, e-mail addresses and phone numbers (Ofcom drama numbers) are placeholders for the church to replace.

type SafeguardingContact = { name: string; role: string; email: string; phone: string }

export const safeguardingTeam: SafeguardingContact[] = [
  { name: 'Claire Thompson', role: 'Designated Safeguarding Lead', email: 'safeguarding@craycommunitychurch.org.uk', phone: '07700 900123' },
  { name: 'James Fletcher', role: 'Deputy Safeguarding Lead', email: 'deputy.safeguarding@craycommunitychurch.org.uk', phone: '07700 900456' },
  { name: 'Anne Robinson', role: 'Safeguarding Trustee', email: 'trustees@craycommunitychurch.org.uk', phone: '01632 960789' },
]

export const emergencyNumber = '999'

export const commitmentStatement =
  'Cray Community Church is committed to the safety and wellbeing of everyone who comes through our doors. We value, listen to and respect every child, young person and adult, and we will always act to protect anyone who is at risk of harm. Safeguarding is everyone’s responsibility, and we expect all our volunteers, staff and members to share it.'

export const concernSteps = [
  'Listen carefully and stay calm. Let the person speak without asking leading questions.',
  'Do not promise to keep a secret: explain that you may need to share what you have heard to keep them safe.',
  'Write down what was said and seen as soon as you can, in the person’s own words, with the date and time.',
  'Tell a member of the safeguarding team the same day. If you cannot reach them, contact the agencies listed below.',
  'Do not investigate yourself or confront anyone who may be responsible.',
] as const

export const commitments = [
  'Every leader and volunteer who works with children or adults at risk has an enhanced DBS check, renewed every three years.',
  'All our workers receive safeguarding training when they start and refresher training regularly.',
  'We follow safer recruitment practice, with references and an interview for every role of trust.',
  'Children’s and youth groups always have at least two approved adults present.',
  'Every concern is taken seriously, recorded and passed on to the right people promptly.',
  'We work with the local authority, the police and thirtyone:eight, our independent safeguarding adviser.',
  'We keep personal information confidential and share it only when the law or someone’s safety requires it.',
] as const

type ExternalContact = { name: string; detail: string; phone?: string; href?: string }
type ContactGroup = { title: string; contacts: ExternalContact[] }

export const externalContacts: ContactGroup[] = [
  {
    title: 'Emergency',
    contacts: [
      { name: 'Police, Ambulance or Fire', detail: 'If someone is in immediate danger.', phone: '999' },
      { name: 'Silent emergency call', detail: 'If you cannot speak, call 999 and press 55 when asked.', phone: '999' },
      { name: 'Police non-emergency', detail: 'To report a concern that is not an emergency.', phone: '101' },
    ],
  },
  {
    title: 'Local and National Agencies',
    contacts: [
      { name: 'London Borough of Bromley: Children’s Social Care', detail: 'Concerns about a child in our area.', href: 'https://www.bromley.gov.uk' },
      { name: 'London Borough of Bromley: Adult Social Care', detail: 'Concerns about an adult at risk in our area.', href: 'https://www.bromley.gov.uk' },
      { name: 'NSPCC Helpline', detail: 'Advice for adults worried about a child.', phone: '0808 800 5000', href: 'https://www.nspcc.org.uk' },
      { name: 'Metropolitan Police', detail: 'Report a non-urgent concern online.', href: 'https://www.met.police.uk' },
    ],
  },
  {
    title: 'Independent Support and Helplines',
    contacts: [
      { name: 'thirtyone:eight', detail: 'Independent Christian safeguarding charity.', phone: '0303 003 1111', href: 'https://thirtyoneeight.org' },
      { name: 'Childline', detail: 'Free, confidential help for children and young people.', phone: '0800 1111', href: 'https://www.childline.org.uk' },
      { name: 'Samaritans', detail: 'Someone to talk to, day or night.', phone: '116 123', href: 'https://www.samaritans.org' },
      { name: 'National Domestic Abuse Helpline', detail: 'Free, 24 hours a day.', phone: '0808 2000 247', href: 'https://www.nationaldahelpline.org.uk' },
      { name: 'Hourglass', detail: 'Support on the abuse of older people.', phone: '0808 808 8141', href: 'https://wearehourglass.org' },
    ],
  },
]
