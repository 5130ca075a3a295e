import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef } from 'react'
import { PanelStatus } from '~/components/admin/shell/AdminSection'
import { tellUsLines } from '~/lib/giving/declaration'
import { writtenDay } from '~/lib/giving/dates'
import { type DeclarationRecord, type DetailsRow, pounds } from '~/lib/giving/register'
import { apiRequest } from '~/lib/site/api-request'
import { CancelForm, ChangeDetailsForm } from './ChangeForms'
import { declarationKey } from './declarations-key'

const SCOPE = { one_gift: 'One gift', all_gifts: 'All gifts: the past 4 years and in future' } as const

const addressOf = (row: DetailsRow) => `${row.house}, ${row.postcode ?? row.overseasAddress}`
const nameOf = (row: DetailsRow) => [row.title, row.firstName, row.lastName].filter(Boolean).join(' ')

/** One declaration in full: every row of its details, its wording, the gifts matched to it, and the forms that change it. */
export function DeclarationRecordView({ id, focusWhenShown = false }: { id: string; focusWhenShown?: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const record = useQuery<DeclarationRecord>({
    queryKey: declarationKey(id),
    queryFn: () => apiRequest<DeclarationRecord>('GET', `/api/admin/gift-aid/declarations/${id}`),
    staleTime: 0,
  })
  const shown = record.isSuccess
  // A declaration just recorded takes the focus: the form that had it has closed.
  useEffect(() => {
    if (shown && focusWhenShown) headingRef.current?.focus()
  }, [shown, focusWhenShown])
  if (record.isPending) return <PanelStatus>Loading the declaration...</PanelStatus>
  if (record.isError) return <PanelStatus tone="error">Unable to load the declaration.</PanelStatus>
  const declaration = record.data
  const latest = declaration.details.at(-1)!
  return (
    <article
      aria-label={`Declaration ${declaration.givingReference}`}
      data-testid="declaration-record"
      className="space-y-4 rounded-xl border border-ink-600/40 p-4"
    >
      <h3 ref={headingRef} tabIndex={-1} className="font-serif text-xl font-bold text-wine-900">
        {declaration.givingReference}: {declaration.name}
      </h3>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_1fr]">
        <Entry term="Covers">{SCOPE[declaration.scope]}</Entry>
        <Entry term="Made on">{`${writtenDay(declaration.madeOn)} (${declaration.source === 'online' ? 'online' : 'on paper'})`}</Entry>
        <Entry term="E-mail">{declaration.email ?? 'None given'}</Entry>
        <Entry term="Status">
          {declaration.cancelledOn ? `Cancelled from ${writtenDay(declaration.cancelledOn)} by ${declaration.cancelledBy ?? 'unknown'}` : 'In force'}
        </Entry>
        <Entry term="Last claimed gift">{declaration.lastClaimedGiftOn ? writtenDay(declaration.lastClaimedGiftOn) : 'None yet'}</Entry>
        <Entry term="Keep until">{`${writtenDay(declaration.keepUntil)}${declaration.pastKeepUntil ? ' (past)' : ''}`}</Entry>
      </dl>
      <section aria-label="Names and addresses" className="space-y-1">
        <h4 className="font-semibold text-wine-900">Names and addresses, from each date</h4>
        <ul className="space-y-1 text-sm" data-testid="details-rows">
          {declaration.details.map((row) => (
            <li key={`${row.effectiveFrom}-${row.recordedAt}`}>
              From {writtenDay(row.effectiveFrom)}: {nameOf(row)}, {addressOf(row)} <span className="text-ink-700">(recorded by {row.recordedBy})</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Wording" className="space-y-1 text-sm">
        <h4 className="font-semibold text-wine-900">Wording version {declaration.wording.version}</h4>
        <p>{declaration.scope === 'one_gift' ? declaration.wording.oneGift : declaration.wording.allGifts}</p>
        <p>{declaration.wording.declaration}</p>
        <p>
          {tellUsLines(declaration.wording).lead} {tellUsLines(declaration.wording).items.join('; ')}
        </p>
        <p className="text-ink-700">Source: {declaration.wording.source}</p>
      </section>
      <section aria-label="Gifts matched" className="space-y-1 text-sm">
        <h4 className="font-semibold text-wine-900">Gifts matched</h4>
        {declaration.gifts.length === 0 ? (
          <p>No gifts matched yet.</p>
        ) : (
          <ul className="space-y-0.5">
            {declaration.gifts.map((gift) => (
              <li key={gift.id}>
                {writtenDay(gift.givenOn)}: {pounds(gift.amountPence)} ({gift.method}){gift.claimStatus ? `, in a ${gift.claimStatus} claim` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ChangeDetailsForm key={`${id}-${declaration.details.length}`} id={id} latest={latest} />
      {declaration.cancelledOn ? null : <CancelForm id={id} onCancelled={() => headingRef.current?.focus()} />}
    </article>
  )
}

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-semibold text-ink-900">{term}</dt>
      <dd className="wrap-anywhere text-ink-900">{children}</dd>
    </div>
  )
}
