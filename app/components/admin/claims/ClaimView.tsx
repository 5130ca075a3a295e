import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { ClaimShown } from '~/lib/giving/claims/claim'
import { formatPounds } from '~/lib/giving/claims/money'
import { asUkDate, ukToday } from '~/lib/giving/claims/uk-dates'
import { ApiError, apiRequest, errorMessage } from '~/lib/site/api-request'
import { useAfterChange } from '~/components/admin/shell/use-after-change'
import { ScrollsSideways } from '~/components/ui/ScrollsSideways'
import { describedBy, Field } from '~/components/ui/Field'
import { primaryButton, secondaryButton, textInput } from '~/components/ui/styles'
import { toast } from '~/components/ui/toast-store'
import { ClaimChecks } from './ClaimChecks'
import { CLAIMS_KEY, claimKey } from './claims-keys'

/** How many of the schedule's rows the panel lists; the export has them all. */
const ROWS_LISTED = 50

const LIMITED_BY = {
  none: '',
  'yearly limit': ' (held to the £8,000 yearly limit)',
  'matching rule': ' (held to ten times the Gift Aid donations claimed this tax year)',
}

/** 1 to `count`. */
const sheetNumbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1)

/** One claim: its totals, its small donations line, HMRC's checks, its rows, the export, and marking it sent. */
export function ClaimView({ claim }: { claim: ClaimShown }) {
  const headingId = useId()
  const exportable = claim.problems.length === 0 && claim.giftCount > 0
  return (
    <article aria-labelledby={headingId} data-testid="claim" className="space-y-4 rounded-xl border border-ink-600/40 p-4">
      <h3 id={headingId} className="font-serif text-xl font-bold text-wine-900">
        Claim {claim.id}: {asUkDate(claim.periodFrom)} to {asUkDate(claim.periodTo)}{' '}
        {claim.status === 'sent' ? `(sent ${asUkDate(claim.sentOn!)}, HMRC reference ${claim.hmrcReference})` : '(in preparation)'}
      </h3>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[16rem_1fr]">
        <dt className="font-semibold">Gifts in the schedule</dt>
        <dd data-testid="claim-gift-count">{claim.giftCount}</dd>
        <dt className="font-semibold">Total of the gifts</dt>
        <dd>{formatPounds(claim.totalPence)}</dd>
        <dt className="font-semibold">Earliest donation date</dt>
        <dd>{claim.earliestDonationDate ? asUkDate(claim.earliestDonationDate) : 'None'}</dd>
        <dt className="font-semibold">Schedule files (1,000 rows each)</dt>
        <dd>{claim.sheets}</dd>
        {claim.status === 'draft' ? (
          <>
            <dt className="font-semibold">Matched gifts left out</dt>
            <dd>{claim.notCovered === 0 ? 'None' : `${claim.notCovered}: their declarations do not cover their dates (or they were cancelled before)`}</dd>
          </>
        ) : null}
        <dt className="font-semibold">
          Small donations (GASDS), tax year {claim.gasds.taxYear}–{String(claim.gasds.taxYear + 1).slice(2)}
        </dt>
        <dd data-testid="claim-gasds">
          {formatPounds(claim.gasds.claimablePence)} of {formatPounds(claim.gasds.smallDonationsPence)} may be claimed, a top-up of{' '}
          {formatPounds(claim.gasds.topUpPence)}
          {LIMITED_BY[claim.gasds.limitedBy]}. Enter it on the claim form; it is not a row of the schedule.
        </dd>
      </dl>
      <ClaimChecks problems={claim.problems} />
      {exportable ? (
        <div className="flex flex-wrap gap-3">
          {sheetNumbers(claim.sheets).map((sheet) => (
            <a key={sheet} className={primaryButton} href={`/api/admin/gift-aid/claims/${claim.id}/export?sheet=${sheet}`} download>
              Download schedule {claim.sheets > 1 ? `${sheet} of ${claim.sheets} ` : ''}(.ods)
            </a>
          ))}
          <a className={secondaryButton} href={`/api/admin/gift-aid/claims/${claim.id}/export?format=csv`} download>
            Download as CSV{claim.sheets > 1 ? ' (first 1,000 rows)' : ''}
          </a>
        </div>
      ) : null}
      {claim.status === 'draft' && exportable ? <MarkSent claimId={claim.id} /> : null}
      {claim.rows.length > 0 ? (
        <ScrollsSideways label={`Rows of claim ${claim.id}`}>
          <table className="w-full text-left text-sm">
            <caption className="text-left font-semibold">
              {claim.giftCount > ROWS_LISTED ? `The first ${ROWS_LISTED} of ${claim.giftCount} rows` : 'The rows of the schedule'}
            </caption>
            <thead>
              <tr>
                <th className="pr-3">Item</th>
                <th className="pr-3">Giver</th>
                <th className="pr-3">Postcode</th>
                <th className="pr-3">Date</th>
                <th>Amount</th>
              </tr>
            </thead>
            <tbody>
              {claim.rows.slice(0, ROWS_LISTED).map((row) => (
                <tr key={row.item}>
                  <td className="pr-3">{row.item}</td>
                  <td className="pr-3">{row.giver}</td>
                  <td className="pr-3">{row.postcode}</td>
                  <td className="pr-3">{asUkDate(row.donationDate)}</td>
                  <td>{formatPounds(row.amountPence)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollsSideways>
      ) : null}
    </article>
  )
}

function MarkSent({ claimId }: { claimId: string }) {
  const id = useId()
  const queryClient = useQueryClient()
  const afterChange = useAfterChange()
  const [values, setValues] = useState({ hmrcReference: '', sentOn: ukToday() })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const send = useMutation({
    mutationFn: () => apiRequest<ClaimShown>('POST', `/api/admin/gift-aid/claims/${claimId}/sent`, values),
    onSuccess: async (claim) => {
      setErrors({})
      queryClient.setQueryData(claimKey(claimId), claim)
      toast({ title: 'Claim marked sent', description: 'Its gifts are locked: they will not enter another claim.', variant: 'success' })
      await afterChange(CLAIMS_KEY)
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fieldErrors : {}
      setErrors(fields)
      if (!fields.hmrcReference && !fields.sentOn)
        toast({ title: 'Could not mark the claim sent', description: errorMessage(error, 'Please try again.'), variant: 'destructive' })
    },
  })
  return (
    <form
      className="flex flex-wrap items-end gap-3 rounded-lg border border-cream-200 p-3"
      aria-label="Mark the claim sent"
      onSubmit={(event) => {
        event.preventDefault()
        if (!send.isPending) send.mutate()
      }}
    >
      <div className="min-w-0 grow basis-56">
        <Field id={`${id}-reference`} label="HMRC’s reference for the claim" error={errors.hmrcReference}>
          <input
            id={`${id}-reference`}
            className={textInput}
            value={values.hmrcReference}
            maxLength={40}
            onChange={(event) => setValues({ ...values, hmrcReference: event.target.value })}
            {...describedBy(`${id}-reference`, errors.hmrcReference)}
          />
        </Field>
      </div>
      <div className="min-w-0 grow basis-56">
        <Field id={`${id}-sent`} label="Sent on" error={errors.sentOn}>
          <input
            id={`${id}-sent`}
            type="date"
            className={textInput}
            value={values.sentOn}
            onChange={(event) => setValues({ ...values, sentOn: event.target.value })}
            {...describedBy(`${id}-sent`, errors.sentOn)}
          />
        </Field>
      </div>
      <button type="submit" className={primaryButton} aria-disabled={send.isPending || undefined}>
        {send.isPending ? 'Saving...' : 'Mark sent'}
      </button>
    </form>
  )
}
