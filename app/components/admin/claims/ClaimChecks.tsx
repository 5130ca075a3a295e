import type { ClaimProblem } from '~/lib/giving/claims/claim'

const FIELD_NAMES: Record<string, string> = {
  title: 'Title',
  firstName: 'First name',
  lastName: 'Last name',
  house: 'House name or number',
  postcode: 'Postcode',
  aggregatedDescription: 'Aggregated donations',
  donationDate: 'Donation date',
  amount: 'Amount',
}

const GIFT_FIELDS = new Set(['donationDate', 'amount'])

/** What HMRC would refuse, row by row: the giver, the field, and where to put it right. */
export function ClaimChecks({ problems }: { problems: ClaimProblem[] }) {
  if (problems.length === 0)
    return (
      <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900">
        Every row passes HMRC’s checks.
      </p>
    )
  return (
    <div className="space-y-2">
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-900">
        {problems.length} {problems.length === 1 ? 'problem' : 'problems'} HMRC would refuse: put them right, then build the claim again.
      </p>
      <ul className="space-y-2" aria-label="Problems HMRC would refuse">
        {problems.map((problem) => (
          <li key={`${problem.item}-${problem.field}-${problem.message}`} data-testid="claim-problem" className="rounded-lg border border-red-700 p-3">
            <p>
              <span className="font-semibold">
                Row {problem.item}, {problem.giver}
              </span>
              : {FIELD_NAMES[problem.field] ?? problem.field}. {problem.message}.
            </p>
            <p className="mt-1 text-sm">
              {GIFT_FIELDS.has(problem.field) || !problem.declarationId ? (
                <a className="underline" href="#gifts">
                  Correct gift {problem.giftId} in Gifts
                </a>
              ) : (
                <a className="underline" href="#gift-aid-declarations" data-declaration={problem.declarationId}>
                  Correct declaration {problem.givingReference}: search for it in Gift Aid declarations
                </a>
              )}
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
