import { bankDetails } from '~/content/bank'

const rows = [
  { label: 'Account name', value: bankDetails.accountName },
  { label: 'Bank', value: bankDetails.bank },
  { label: 'Sort code', value: bankDetails.sortCode },
  { label: 'Account number', value: bankDetails.accountNumber },
] as const

/** The church's bank details, for transfers and standing orders. */
export function BankDetailsCard() {
  return (
    <div className="rounded-3xl bg-wine-900 p-6 text-cream-100 shadow-lg sm:p-8" data-testid="bank-details">
      <h3 className="font-serif text-2xl font-bold text-white">Bank details</h3>
      <dl className="mt-6 grid gap-5 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-sm font-bold uppercase tracking-wide text-gold-300">{row.label}</dt>
            <dd className="mt-1 font-mono text-xl font-semibold tracking-wide text-white">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 border-t border-white/15 pt-4 text-cream-100">{bankDetails.referenceHint}</p>
    </div>
  )
}
