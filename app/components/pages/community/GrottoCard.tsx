import { grotto } from '~/content/community'
import { ArtCard } from '~/components/sections/ArtCard'
import { ExternalButton } from '~/components/sections/links'
import { ProgrammeMeta } from './ProgrammeCard'

/**
 * The Community page's grotto card: with a visible booking link, 'Bookings website open' and 'Book here' (new tab);
 * otherwise 'Booking website coming soon' and a 'Coming Soon' button that goes nowhere.
 */
export function GrottoCard({ bookingHref }: { bookingHref: string | undefined }) {
  return (
    <ArtCard
      image={grotto.image}
      title={grotto.title}
      meta={<ProgrammeMeta when={grotto.when} location={bookingHref ? grotto.openLocation : grotto.comingSoonLocation} />}
      actions={
        bookingHref ? (
          <ExternalButton href={bookingHref}>{grotto.bookLabel}</ExternalButton>
        ) : (
          <button
            type="button"
            disabled
            className="inline-flex min-h-11 cursor-not-allowed items-center justify-center rounded-full border-2 border-dashed border-ink-600 bg-cream-100 px-5 py-2.5 font-semibold text-ink-700"
          >
            {grotto.comingSoonLabel}
          </button>
        )
      }
    >
      {grotto.description}
    </ArtCard>
  )
}
