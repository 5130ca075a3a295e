import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { ClaimListed, ClaimShown } from '~/lib/giving/claims/claim'
import { formatPounds } from '~/lib/giving/claims/money'
import { asUkDate } from '~/lib/giving/claims/uk-dates'
import { ApiError, apiRequest, errorMessage } from '~/lib/site/api-request'
import { AdminSection, PanelStatus } from '~/components/admin/shell/AdminSection'
import { useAfterChange } from '~/components/admin/shell/use-after-change'
import { describedBy, Field } from '~/components/ui/Field'
import { primaryButton, secondaryButton, textInput } from '~/components/ui/styles'
import { toast } from '~/components/ui/toast-store'
import { CLAIMS_KEY, claimKey } from './claims-keys'
import { ClaimView } from './ClaimView'

/** Gift Aid claims: build the claim of a period, check it against HMRC's rules, export it, mark it sent; and the claims before. */
export function ClaimsPanel() {
  const id = useId()
  const queryClient = useQueryClient()
  const afterChange = useAfterChange()
  const [period, setPeriod] = useState({ periodFrom: '', periodTo: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [shown, setShown] = useState<string | null>(null)
  const claims = useQuery<ClaimListed[]>({ queryKey: CLAIMS_KEY, staleTime: 0 })
  const claim = useQuery<ClaimShown>({ queryKey: claimKey(shown ?? ''), enabled: shown !== null, staleTime: 0 })
  const build = useMutation({
    mutationFn: () => apiRequest<ClaimShown>('POST', '/api/admin/gift-aid/claims', period),
    onSuccess: async (built) => {
      setErrors({})
      queryClient.setQueryData(claimKey(built.id), built)
      setShown(built.id)
      await afterChange(CLAIMS_KEY)
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fieldErrors : {}
      setErrors(fields)
      if (!fields.periodFrom && !fields.periodTo)
        toast({ title: 'Could not build the claim', description: errorMessage(error, 'Please try again.'), variant: 'destructive' })
    },
  })
  const dateField = (name: 'periodFrom' | 'periodTo', label: string) => (
    <div className="min-w-0 grow basis-56">
      <Field id={`${id}-${name}`} label={label} error={errors[name]}>
        <input
          id={`${id}-${name}`}
          type="date"
          className={textInput}
          value={period[name]}
          onChange={(event) => setPeriod({ ...period, [name]: event.target.value })}
          {...describedBy(`${id}-${name}`, errors[name])}
        />
      </Field>
    </div>
  )
  return (
    <AdminSection
      id="gift-aid-claims"
      title="Gift Aid claims"
      description="Build the claim for a period: the matched gifts their declarations cover and no sent claim holds, checked against HMRC’s rules before you download the schedule for Charities Online. Mark it sent with HMRC’s reference, and its gifts are locked."
    >
      <div className="space-y-6">
        <form
          className="flex flex-wrap items-end gap-3"
          aria-label="Build a claim"
          onSubmit={(event) => {
            event.preventDefault()
            if (!build.isPending) build.mutate()
          }}
        >
          {dateField('periodFrom', 'First day of the period')}
          {dateField('periodTo', 'Last day of the period')}
          <button type="submit" className={primaryButton} aria-disabled={build.isPending || undefined}>
            {build.isPending ? 'Building...' : 'Build claim'}
          </button>
        </form>
        {shown === null ? null : claim.data ? (
          <ClaimView claim={claim.data} />
        ) : claim.isError ? (
          <PanelStatus tone="error">Unable to load the claim.</PanelStatus>
        ) : (
          <PanelStatus>Loading the claim...</PanelStatus>
        )}
        <div>
          <h3 className="font-serif text-xl font-bold text-wine-900">Claims</h3>
          {claims.isPending ? (
            <PanelStatus>Loading claims...</PanelStatus>
          ) : claims.isError ? (
            <PanelStatus tone="error">Unable to load the claims.</PanelStatus>
          ) : claims.data.length === 0 ? (
            <PanelStatus>No claims yet.</PanelStatus>
          ) : (
            <ul className="divide-y divide-cream-200" aria-label="Claims">
              {claims.data.map((listed) => (
                <li key={listed.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0 wrap-anywhere">
                    Claim {listed.id}: {asUkDate(listed.periodFrom)} to {asUkDate(listed.periodTo)}, {listed.giftCount} gifts, {formatPounds(listed.totalPence)}
                    , {listed.status === 'sent' ? `sent ${asUkDate(listed.sentOn!)} (${listed.hmrcReference})` : 'in preparation'}
                  </span>
                  <button type="button" className={secondaryButton} onClick={() => setShown(listed.id)}>
                    Open<span className="sr-only"> claim {listed.id}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </AdminSection>
  )
}
