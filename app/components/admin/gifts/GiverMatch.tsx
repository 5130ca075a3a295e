import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { GiftListed, GiverFound } from '~/lib/giving/claims/gift-schemas'
import { apiRequest, errorMessage } from '~/lib/site/api-request'
import { Field } from '~/components/ui/Field'
import { secondaryButton, textInput } from '~/components/ui/styles'
import { toast } from '~/components/ui/toast-store'

type Settle = { match: 'declaration'; declarationId: string } | { match: 'not_for_gift_aid' } | { match: 'unmatched' }

/** Matching one gift by hand: search a declaration by name or giving reference, or mark the gift not for Gift Aid. */
export function GiverMatch({ gift, onSettled }: { gift: GiftListed; onSettled: () => Promise<void> }) {
  const id = useId()
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState('')
  const found = useQuery<GiverFound[]>({
    queryKey: [`/api/admin/gifts/givers?${new URLSearchParams({ q: query })}`],
    enabled: query.length >= 2,
    staleTime: 0,
  })
  const settle = useMutation({
    mutationFn: (how: Settle) => apiRequest('PUT', `/api/admin/gifts/${gift.id}/match`, how),
    onSuccess: () => onSettled(),
    onError: (error) => toast({ title: 'Could not change the gift', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  })
  return (
    <div className="mt-2 space-y-2 rounded-lg border border-cream-200 bg-cream-100 p-3">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          setQuery(typed.trim())
        }}
      >
        <div className="min-w-48 flex-1">
          <Field id={`${id}-q`} label="Find the giver by name or giving reference">
            <input id={`${id}-q`} className={textInput} value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)} />
          </Field>
        </div>
        <button type="submit" className={secondaryButton}>
          Search
        </button>
      </form>
      {found.data ? (
        found.data.length === 0 ? (
          <p role="status">No declaration found.</p>
        ) : (
          <ul className="space-y-1" aria-label="Declarations found">
            {found.data.map((giver) => (
              <li key={giver.declarationId} className="flex flex-wrap items-center gap-2">
                <span>
                  {giver.name} ({giver.givingReference}
                  {giver.postcode ? `, ${giver.postcode}` : ''}
                  {giver.cancelledOn ? `, cancelled ${giver.cancelledOn}` : ''})
                </span>
                <button
                  type="button"
                  className={secondaryButton}
                  aria-disabled={settle.isPending || undefined}
                  onClick={() => settle.isPending || settle.mutate({ match: 'declaration', declarationId: giver.declarationId })}
                >
                  Match to {giver.name}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <button
        type="button"
        className={secondaryButton}
        aria-disabled={settle.isPending || undefined}
        onClick={() => settle.isPending || settle.mutate({ match: gift.notForGiftAid || gift.declarationId ? 'unmatched' : 'not_for_gift_aid' })}
      >
        {gift.notForGiftAid || gift.declarationId ? 'Unmatch' : 'Not for Gift Aid'}
      </button>
    </div>
  )
}
