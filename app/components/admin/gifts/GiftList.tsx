import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { GiftListed } from '~/lib/giving/claims/gift-schemas'
import { formatPounds } from '~/lib/giving/claims/money'
import { asUkDate } from '~/lib/giving/claims/uk-dates'
import { PanelStatus } from '~/components/admin/shell/AdminSection'
import { useAfterChange } from '~/components/admin/shell/use-after-change'
import { Field } from '~/components/ui/Field'
import { secondaryButton, textInput } from '~/components/ui/styles'
import { GIFT_LISTS, giftsKey } from './gifts-keys'
import { GiverMatch } from './GiverMatch'

const STATUSES = [
  ['unmatched', 'Not matched yet'],
  ['matched', 'Matched to a declaration'],
  ['not_for_gift_aid', 'Not for Gift Aid'],
  ['all', 'All gifts'],
] as const

const METHODS = { bank: 'Bank', cash: 'Cash', cheque: 'Cheque', envelope: 'Envelope' } as const

/** The gifts, filtered by whether they are matched and by date, each with a way to match it by hand. */
export function GiftList() {
  const id = useId()
  const queryClient = useQueryClient()
  const afterChange = useAfterChange()
  const [filter, setFilter] = useState({ status: 'unmatched', from: '', to: '' })
  const [open, setOpen] = useState<string | null>(null)
  const query = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== '')).toString()
  const gifts = useQuery<GiftListed[]>({ queryKey: giftsKey(query), staleTime: 0 })
  const settled = async () => {
    setOpen(null)
    await queryClient.invalidateQueries(GIFT_LISTS)
    await afterChange()
  }
  return (
    <div className="space-y-3">
      <h3 className="font-serif text-xl font-bold text-wine-900">Gifts</h3>
      <div className="flex flex-wrap gap-3 *:min-w-0 *:grow *:basis-48">
        <Field id={`${id}-status`} label="Show">
          <select id={`${id}-status`} className={textInput} value={filter.status} onChange={(event) => setFilter({ ...filter, status: event.target.value })}>
            {STATUSES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-from`} label="From">
          <input
            id={`${id}-from`}
            type="date"
            className={textInput}
            value={filter.from}
            onChange={(event) => setFilter({ ...filter, from: event.target.value })}
          />
        </Field>
        <Field id={`${id}-to`} label="To">
          <input id={`${id}-to`} type="date" className={textInput} value={filter.to} onChange={(event) => setFilter({ ...filter, to: event.target.value })} />
        </Field>
      </div>
      {gifts.isPending ? (
        <PanelStatus>Loading gifts...</PanelStatus>
      ) : gifts.isError ? (
        <PanelStatus tone="error">Unable to load the gifts.</PanelStatus>
      ) : gifts.data.length === 0 ? (
        <PanelStatus>No gifts to show.</PanelStatus>
      ) : (
        <ul className="divide-y divide-cream-200" aria-label="Gifts shown">
          {gifts.data.map((gift) => (
            <li key={gift.id} className="py-2" data-testid="gift">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="min-w-0 wrap-anywhere">
                  <span className="font-semibold">{asUkDate(gift.givenOn)}</span> {formatPounds(gift.amountPence)} · {METHODS[gift.method]}
                  {gift.description ? ` · ${gift.description}` : ''}
                  <br />
                  <span className="text-sm text-ink-700">
                    {gift.giverName ? `Matched to ${gift.giverName} (${gift.givingReference})` : gift.notForGiftAid ? 'Not for Gift Aid' : 'Not matched'}
                    {gift.claimId ? (gift.claimSent ? ` · in claim ${gift.claimId}, sent` : ` · in claim ${gift.claimId}, in preparation`) : ''}
                  </span>
                </p>
                {gift.claimSent ? null : (
                  <button type="button" className={secondaryButton} aria-expanded={open === gift.id} onClick={() => setOpen(open === gift.id ? null : gift.id)}>
                    {open === gift.id ? 'Close' : 'Match'}
                    <span className="sr-only">
                      {' '}
                      the gift of {formatPounds(gift.amountPence)} on {asUkDate(gift.givenOn)}
                    </span>
                  </button>
                )}
              </div>
              {open === gift.id ? <GiverMatch gift={gift} onSettled={settled} /> : null}
            </li>
          ))}
        </ul>
      )}
      {gifts.data && gifts.data.length >= 200 ? <p className="text-sm text-ink-700">The 200 newest are shown: narrow the dates to see others.</p> : null}
    </div>
  )
}
