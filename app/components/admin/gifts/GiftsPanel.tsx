import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { SmallDonationsListed } from '~/lib/giving/claims/gift-schemas'
import { formatPounds } from '~/lib/giving/claims/money'
import { asUkDate } from '~/lib/giving/claims/uk-dates'
import { AdminSection } from '~/components/admin/shell/AdminSection'
import { GiftForm, HAND_GIFT, SMALL_DONATIONS } from './GiftForm'
import { GiftList } from './GiftList'
import { GIFT_LISTS, SMALL_DONATIONS_KEY } from './gifts-keys'
import { StatementImport } from './StatementImport'

/** Gifts: bank statements imported, gifts recorded by hand and matched to declarations, and each service's small donations. */
export function GiftsPanel() {
  const queryClient = useQueryClient()
  const small = useQuery<SmallDonationsListed[]>({ queryKey: SMALL_DONATIONS_KEY, staleTime: 0 })
  return (
    <AdminSection
      id="gifts"
      title="Gifts"
      description="Import bank statements and record cash, cheques and envelopes. Gifts quoting a giving reference are matched to their giver; match the rest by hand, or mark them not for Gift Aid."
    >
      <div className="space-y-8">
        <StatementImport />
        <GiftList />
        <GiftForm kind={HAND_GIFT} onSaved={() => queryClient.invalidateQueries(GIFT_LISTS)} />
        <div className="space-y-3">
          <GiftForm kind={SMALL_DONATIONS} onSaved={() => queryClient.invalidateQueries({ queryKey: SMALL_DONATIONS_KEY })} />
          {small.data && small.data.length > 0 ? (
            <ul className="list-disc pl-6 text-sm" aria-label="Small donations recorded">
              {small.data.slice(0, 20).map((day) => (
                <li key={day.id}>
                  {asUkDate(day.givenOn)}: {formatPounds(day.amountPence)} {day.method}
                  {day.description ? ` (${day.description})` : ''}
                  {day.claimId ? ` · in claim ${day.claimId}` : ''}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </AdminSection>
  )
}
