import { useContent } from '~/lib/content/use-content'

/** The church's bank details, for transfers and standing orders. */
export function BankDetailsCard() {
  const { bank } = useContent('giving')
  const rows = [
    { label: 'Account name', value: bank.accountName },
    { label: 'Bank', value: bank.bank },
    { label: 'Sort code', value: bank.sortCode },
    { label: 'Account number', value: bank.accountNumber },
  ]
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
      <p className="mt-6 border-t border-white/15 pt-4 text-cream-100">{bank.referenceHint}</p>
    </div>
  )
}
