import { ArtCard } from '~/components/sections/ArtCard'
import { ExternalButton } from '~/components/sections/links'
import { Paragraphs } from '~/components/sections/Paragraphs'
import { programmeArtwork } from '~/lib/content/artwork'
import { grottoDateText } from '~/lib/content/grotto-date'
import { useContent } from '~/lib/content/use-content'
import { ProgrammeMeta } from './ProgrammeCard'

/**
 * The Community page's grotto card: with a visible booking link, 'Bookings website open' and 'Book here' (new tab);
 * otherwise 'Booking website coming soon' and a 'Coming Soon' button that goes nowhere.
 */
export function GrottoCard({ bookingHref }: { bookingHref: string | undefined }) {
  const { grotto } = useContent('community')
  return (
    <ArtCard
      image={programmeArtwork('grotto')}
      title="Christmas Grotto"
      meta={<ProgrammeMeta when={grottoDateText(grotto.nextDate)} location={bookingHref ? 'Bookings website open' : 'Booking website coming soon'} />}
      actions={
        bookingHref ? (
          <ExternalButton href={bookingHref}>Book here</ExternalButton>
        ) : (
          <button
            type="button"
            disabled
            className="inline-flex min-h-11 cursor-not-allowed items-center justify-center rounded-full border-2 border-dashed border-ink-600 bg-cream-100 px-5 py-2.5 font-semibold text-ink-700"
          >
            Coming Soon
          </button>
        )
      }
    >
      <Paragraphs text={grotto.description} links />
    </ArtCard>
  )
}
