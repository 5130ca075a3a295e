import type { Church } from '~/content/documents/church.ts'
import type { Online, OnlineDestination } from '~/content/documents/online.ts'

export type OnlineCard = Omit<Online['cards'][number], 'destination'> & { href: string }

function addressOf(destination: OnlineDestination, online: Online, church: Church): string {
  switch (destination) {
    case 'facebook':
    case 'instagram':
    case 'spotify':
    case 'applePodcasts':
      return church.social[destination]
    default:
      return online.addresses[destination]
  }
}

/** The Online page's cards with the address each leads to; a card whose social media address the church left empty is left out. */
export function onlineCards(online: Online, church: Church): OnlineCard[] {
  return online.cards.flatMap(({ destination, ...card }) => {
    const href = addressOf(destination, online, church)
    return href ? [{ ...card, href }] : []
  })
}
