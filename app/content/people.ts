// Sample values: every name, role and photo below is a placeholder for the church to replace with its own people.

export type Person = {
  name: string
  role: string
  /** A photo in public/images/people/; without one the page shows the person's initials. */
  image?: { src: string; alt: string }
  bio?: string
}

export const pastor: Person = {
  name: 'Pastor David Okafor',
  role: 'Senior Pastor',
  bio: 'David has led the church since 2014. He loves preaching the Bible in everyday language, long walks on the Cray riverside and a strong cup of tea after the service. His door is always open to anyone who wants to talk about faith, life or both.',
}

export const leadershipTeam: Person[] = [
  { name: 'Ruth Okafor', role: 'Associate Pastor, Pastoral Care' },
  { name: 'Mark Ellison', role: 'Elder, Teaching and Small Groups' },
  { name: 'Grace Adeyemi', role: 'Elder, Worship and Prayer' },
  { name: 'Tom Whitfield', role: 'Elder, Community and Outreach' },
]

export const ministryLeaders: Person[] = [
  { name: 'Sarah Bennett', role: 'Children’s Ministry Leader' },
  { name: 'Josh Marsh', role: 'Youth Leader' },
  { name: 'Joy Mensah', role: 'Worship Leader' },
  { name: 'Peter Lang', role: 'Warm Space Coordinator' },
  { name: 'Margaret Hughes', role: 'Come ’n Chat Coordinator' },
  { name: 'Daniel Price', role: 'Tech and Media Lead' },
]

export const trustees: Person[] = [
  { name: 'Helen Carter', role: 'Chair of Trustees' },
  { name: 'Michael Osei', role: 'Treasurer' },
  { name: 'Anne Robinson', role: 'Trustee with responsibility for Safeguarding' },
  { name: 'Stephen Ward', role: 'Trustee' },
]
