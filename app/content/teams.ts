// Sample values: the team contacts and their e-mail addresses below are placeholders for the church to replace.

export type TeamColour = 'wine' | 'gold' | 'teal' | 'sky' | 'rose' | 'olive'

export type Team = {
  name: string
  description: string
  contact: { name: string; email: string }
  /** Artwork in public/images/teams/, decorative. */
  image: string
  colour: TeamColour
}

export const teams: Team[] = [
  {
    name: 'Welcome Team',
    description: 'The first smile at the door. We greet everyone, help newcomers find their way and make sure nobody drinks their tea alone.',
    contact: { name: 'Ruth Okafor', email: 'welcome@craycommunitychurch.org.uk' },
    image: '/images/teams/welcome.svg',
    colour: 'wine',
  },
  {
    name: 'Worship Team',
    description: 'Singers and musicians of every level who lead us in sung worship on Sundays and at special services through the year.',
    contact: { name: 'Joy Mensah', email: 'worship@craycommunitychurch.org.uk' },
    image: '/images/teams/worship.svg',
    colour: 'gold',
  },
  {
    name: 'Kids and Youth Team',
    description: 'Fun, safe and faith-filled groups for children and teenagers on Sundays and midweek. Every volunteer is DBS checked and trained.',
    contact: { name: 'Sarah Bennett', email: 'kids@craycommunitychurch.org.uk' },
    image: '/images/teams/kids.svg',
    colour: 'sky',
  },
  {
    name: 'Prayer Team',
    description: 'We pray for the church, our community and anyone who asks, on Wednesday evenings on Zoom and after the Sunday service.',
    contact: { name: 'Grace Adeyemi', email: 'prayer@craycommunitychurch.org.uk' },
    image: '/images/teams/prayer.svg',
    colour: 'rose',
  },
  {
    name: 'Tech and Media Team',
    description: 'Sound, slides, live stream and social media. No experience needed: we will happily teach you everything.',
    contact: { name: 'Daniel Price', email: 'media@craycommunitychurch.org.uk' },
    image: '/images/teams/media.svg',
    colour: 'teal',
  },
  {
    name: 'Community Team',
    description: 'The hands behind the Warm Space, Come ’n Chat, the cinema club, foodbank collections and the Christmas grotto.',
    contact: { name: 'Tom Whitfield', email: 'community@craycommunitychurch.org.uk' },
    image: '/images/teams/community.svg',
    colour: 'olive',
  },
]
