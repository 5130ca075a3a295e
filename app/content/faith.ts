// Sample values: the vision, scriptures, mission areas and faith statements below are sample wording for the church to replace with its own.

export const visionLines = [
  'To love God with all that we are.',
  'To follow Jesus together as imperfect people.',
  'To surrender ourselves to the work of the Holy Spirit.',
  "To serve our neighbours in St Paul's Cray and beyond.",
] as const

export type Scripture = { text: string; reference: string }

export const visionScriptures: Scripture[] = [
  {
    text: 'Love the Lord your God with all your heart and with all your soul and with all your mind… Love your neighbour as yourself.',
    reference: 'Matthew 22:37–39',
  },
  {
    text: 'Come to me, all you who are weary and burdened, and I will give you rest.',
    reference: 'Matthew 11:28',
  },
  {
    text: 'Offer your bodies as a living sacrifice, holy and pleasing to God – this is your true and proper worship.',
    reference: 'Romans 12:1',
  },
  {
    text: 'For even the Son of Man did not come to be served, but to serve, and to give his life as a ransom for many.',
    reference: 'Mark 10:45',
  },
]

type MissionArea = { title: string; text: string }

export const missionAreas: MissionArea[] = [
  {
    title: 'Worship',
    text: 'Gathering every Sunday and through the week to praise God, pray and hear his word, whoever we are and however we feel.',
  },
  {
    title: 'Discipleship',
    text: 'Helping one another grow more like Jesus through the Bible, prayer, small groups and daily devotions.',
  },
  {
    title: 'Fellowship',
    text: 'Being a family where everyone belongs: sharing meals, carrying each other’s burdens and celebrating together.',
  },
  {
    title: 'Community',
    text: 'Serving our neighbours with practical love: the Warm Space, the foodbank, our over-60s group and much more.',
  },
]

export const faithStatements = [
  'There is one God, eternally existing in three persons: Father, Son and Holy Spirit.',
  'God is the loving creator of all things and is sovereign over creation, history, salvation and final judgement.',
  'The Bible is the inspired word of God, fully trustworthy, and our supreme authority for what we believe and how we live.',
  'Every person is made in the image of God and is loved by him, yet all of us have sinned and fall short of his glory.',
  'Jesus Christ is fully God and fully human, born of the Virgin Mary, and lived a sinless life.',
  'Jesus died on the cross in our place, taking the penalty for our sin, and rose bodily from the dead on the third day.',
  'We are saved by God’s grace alone, through faith in Jesus Christ alone, and not by anything we do.',
  'The Holy Spirit lives in every believer, making us more like Jesus and giving gifts to build up the church and serve the world.',
  'The Church is the body of Christ: a family of believers called to worship, to witness and to serve together.',
  'Baptism and the Lord’s Supper were given by Jesus to his church, as signs of his grace and of our new life in him.',
  'Jesus will return in glory to judge the world with justice and to make all things new.',
] as const
