// Sample values: the cinema club details and the programme descriptions below are placeholders for the church to replace.
import { externalLinks } from './links.ts'
import { nextGrottoDate, weeklyTimes } from './services.ts'

type ProgrammeAction = { label: string; href: string; external: boolean }

export type Programme = {
  id: string
  title: string
  when: string
  location: string
  description: string
  image: string
  action: ProgrammeAction
}

const contactUs: ProgrammeAction = { label: 'Contact us', href: '/contact', external: false }

export const programmes: Programme[] = [
  {
    id: 'warm-space',
    title: 'Warm Space',
    when: `${weeklyTimes.warmSpace.day}, ${weeklyTimes.warmSpace.time}`,
    location: 'Church hall',
    description:
      'A free, warm and friendly place to spend the evening: hot drinks, a bowl of soup, board games, Wi-Fi and good company. No need to book, and no questions asked.',
    image: '/images/community/warm-space.svg',
    action: contactUs,
  },
  {
    id: 'come-n-chat',
    title: 'Come ’n Chat',
    when: `${weeklyTimes.overSixties.day}, ${weeklyTimes.overSixties.time}`,
    location: 'Church hall',
    description:
      'Our group for the over-60s: tea and biscuits, a chat, a quiz or a guest speaker, and a light lunch once a month. Come on your own or bring a friend.',
    image: '/images/community/come-n-chat.svg',
    action: contactUs,
  },
  {
    id: 'cinema-club',
    title: 'Cinema Club',
    when: 'Last Friday of the month, 7pm',
    location: 'Church hall',
    description: 'A family-friendly film on the big screen, with popcorn and a cuppa. Free entry; donations go to the John 3:16 Fund.',
    image: '/images/community/cinema.svg',
    action: contactUs,
  },
  {
    id: 'foodbank',
    title: 'Foodbank',
    when: 'Donations welcome every Sunday',
    location: 'Collection point in the church foyer',
    description: 'We collect food and toiletries for our local foodbank, and we can help you get a foodbank voucher if you are struggling. You are not alone.',
    image: '/images/community/foodbank.svg',
    action: { label: 'Visit the foodbank', href: externalLinks.foodbank, external: true },
  },
]

export const grotto = {
  id: 'christmas-grotto',
  title: 'Christmas Grotto',
  when: nextGrottoDate,
  description:
    'Our much-loved grotto returns: meet Father Christmas, hear the story of the first Christmas and enjoy crafts, mince pies and hot chocolate. Every child goes home with a gift.',
  image: '/images/community/grotto.svg',
  openLocation: 'Bookings website open',
  comingSoonLocation: 'Booking website coming soon',
  bookLabel: 'Book here',
  comingSoonLabel: 'Coming Soon',
} as const
