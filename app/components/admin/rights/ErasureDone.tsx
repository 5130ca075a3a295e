import type { ErasureReport } from '~/lib/rights/data-rights'
import { formatActivityTime } from '../shell/ActivityTable'

/** What an erasure did: the rows removed per table, and those kept, with why. */
export function ErasureDone({ email, report }: { email: string; report: ErasureReport }) {
  const removed = Object.entries(report.removed)
  const kept = Object.entries(report.kept)
  return (
    <div className="mt-6 rounded-xl border border-cream-200 bg-cream-50 p-4" data-testid="erasure-done">
      <h3 id="data-rights-result" tabIndex={-1} className="font-serif text-xl font-bold text-wine-900 wrap-anywhere">
        Erased: {email}
      </h3>
      <p className="mt-2 text-ink-900">
        Done at {formatActivityTime(report.erasedAt)}. The address is now kept only as a hash, so that it is never written to again. The erasure is recorded
        without the address.
      </p>
      <h4 className="mt-4 font-semibold text-ink-900">Removed</h4>
      <ul className="mt-1 list-disc pl-6 text-ink-900">
        {removed.length === 0 ? (
          <li>Nothing: no erasable rows were held.</li>
        ) : (
          removed.map(([table, count]) => <li key={table}>{`${table}: ${count} row(s)`}</li>)
        )}
      </ul>
      {kept.length > 0 ? (
        <>
          <h4 className="mt-4 font-semibold text-ink-900">Kept, and why</h4>
          <ul className="mt-1 list-disc pl-6 text-ink-900">
            {kept.map(([table, { rows, reason }]) => (
              <li key={table}>{`${table}: ${rows} row(s). ${reason}`}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
