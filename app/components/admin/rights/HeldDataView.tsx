import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { secondaryButton } from '~/components/ui/styles'
import { toast } from '~/components/ui/toast-store'
import type { ErasureReport, HeldData, HeldGroup } from '~/lib/rights/data-rights'
import { formatEventDate } from '~/lib/site/dates'
import { ActivityTable } from '../shell/ActivityTable'
import { downloadPosted } from '../shell/download-posted'
import { AUDIT_LOG_KEY, useAfterChange } from '../shell/use-after-change'
import { EraseDialog } from './EraseDialog'

const cellText = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value))

/** What is held about one address, table by table, with its export and its erasure. */
export function HeldDataView({ held, onErased }: { held: HeldData; onErased: (report: ErasureReport) => void }) {
  const found = held.groups.filter((group) => group.count > 0)
  const empty = held.groups.filter((group) => group.count === 0)
  return (
    <div className="mt-6 space-y-6">
      <div className="rounded-xl border border-cream-200 bg-cream-50 p-4">
        <h3 id="data-rights-result" tabIndex={-1} className="font-serif text-xl font-bold text-wine-900 wrap-anywhere">
          Held about {held.email}
        </h3>
        <p className="mt-2 text-ink-900" data-testid="data-rights-summary">
          {held.total === 0 ? 'Nothing is held about this address.' : `${held.total} row(s) in ${found.length} table(s).`} A subject access request received
          today, {formatEventDate(held.receivedOn)}, must be answered by <strong>{formatEventDate(held.dueOn)}</strong>.
        </p>
        <Actions held={held} onErased={onErased} />
      </div>
      {found.map((group) => (
        <HeldGroupView key={group.table} group={group} />
      ))}
      {empty.length > 0 ? <p className="text-sm text-ink-700 wrap-anywhere">Nothing held in: {empty.map((group) => group.holds).join('; ')}.</p> : null}
    </div>
  )
}

function Actions({ held, onErased }: { held: HeldData; onErased: (report: ErasureReport) => void }) {
  const [exported, setExported] = useState<{ words: string; count: number } | null>(null)
  const line = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (exported) line.current?.focus()
  }, [exported])
  const afterChange = useAfterChange()
  const exporting = useMutation({
    mutationFn: () => downloadPosted('/api/admin/data-rights/export', { email: held.email }, 'personal-data.json'),
    onSuccess: async (name) => {
      setExported((before) => ({ words: `Exported: ${name} is in your downloads.`, count: (before?.count ?? 0) + 1 }))
      await afterChange(AUDIT_LOG_KEY)
    },
    onError: () => toast({ title: 'Export Failed', description: 'Failed to export the data', variant: 'destructive' }),
  })
  return (
    <>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className={secondaryButton}
          aria-disabled={exporting.isPending || undefined}
          onClick={() => exporting.isPending || exporting.mutate()}
        >
          {exporting.isPending ? 'Exporting...' : 'Export'}
        </button>
        <EraseDialog held={held} onErased={onErased} />
      </div>
      {exported ? (
        <p ref={line} tabIndex={-1} role="status" className="mt-3 font-semibold text-ink-900">
          {exported.words}
        </p>
      ) : null}
    </>
  )
}

function HeldGroupView({ group }: { group: HeldGroup }) {
  const columns = Object.keys(group.rows[0] ?? {})
  return (
    <div data-testid="held-group">
      <h4 className="font-semibold text-ink-900">
        {group.holds} ({group.count})
      </h4>
      <p className="text-sm text-ink-700 wrap-anywhere">
        Kept: {group.retention}.{group.kept ? ` Not erased: ${group.kept}` : ''}
      </p>
      <div className="mt-2">
        <ActivityTable label={group.holds} minWidthClass="min-w-[40rem]" columns={columns}>
          {group.rows.map((row, index) => (
            // Rows have no common key; their order is fixed by the register's query.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index} className="border-b border-cream-200 align-top text-ink-900">
              {columns.map((column) => (
                <td key={column} className="max-w-md min-w-32 py-2 pr-4 wrap-anywhere">
                  {cellText(row[column])}
                </td>
              ))}
            </tr>
          ))}
        </ActivityTable>
      </div>
    </div>
  )
}
