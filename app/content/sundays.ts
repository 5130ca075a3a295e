// Sample values: the Sunday features, what to expect and the FAQ answers below are placeholders for the church to check and replace.
import { location } from './location.ts'
import { sundayService } from './services.ts'

export const sundayFeatures = [
  {
    title: 'Lively worship',
    text: 'Modern songs and some old favourites, led by our band. Sing your heart out or simply listen: both are fine.',
    image: '/images/cards/music.svg',
  },
  {
    title: 'Kids’ Church',
    text: 'Children start in the service with their families, then head out for their own age-group activities with our trained, DBS-checked team.',
    image: '/images/teams/kids.svg',
  },
  {
    title: 'Tea, coffee & cake',
    text: `Stay after the service from ${sundayService.refreshments} for a hot drink, a slice of homemade cake and a good chat.`,
    image: '/images/community/warm-space.svg',
  },
] as const

export const whatToExpect = [
  `A warm welcome at the door from our Welcome Team, from ${sundayService.doorsOpen}.`,
  `A service of ${sundayService.duration}: sung worship, prayer, a Bible reading and a down-to-earth talk.`,
  'Relaxed, everyday clothes. Come as you are.',
  'Nobody will put you on the spot: you will not be asked to stand up, speak or give money.',
  'Communion on the first Sunday of the month, open to all who love and trust Jesus.',
  `Refreshments from ${sundayService.refreshments}, and people who are genuinely glad to meet you.`,
] as const

export const sundayFaqs = [
  {
    question: 'What should I wear?',
    answer: 'Whatever you feel comfortable in. Most people wear jeans or casual clothes; some like to dress up. Nobody minds either way.',
  },
  {
    question: 'Is there something for my children?',
    answer:
      'Yes. Children are welcome in the whole service, and there are Kids’ Church groups for ages 3 to 11 during the talk, plus a baby-and-toddler corner with toys. All our leaders are DBS checked.',
  },
  {
    question: 'When should I arrive, and how long does it last?',
    answer: `The service starts at ${sundayService.serviceStart} and runs for ${sundayService.duration}. We recommend arriving ${sundayService.arriveEarly} so you can grab a seat and a drink; the church is open from ${sundayService.doorsOpen}.`,
  },
  {
    question: 'Is the building accessible, and where can I park?',
    answer: `The hall has step-free access, an accessible toilet and a hearing loop. ${location.parking}`,
  },
] as const
