import type { FieldChange } from '~/lib/content/diff'

type Column = { heading: string; side: 'before' | 'after' }

export const BEFORE_AFTER: readonly Column[] = [
  { heading: 'Before', side: 'before' },
  { heading: 'After', side: 'after' },
]

function changeKind(change: FieldChange): string | null {
  if (change.moved) return 'Moved'
  if (change.before === null) return 'Added'
  if (change.after === null) return 'Removed'
  return null
}

function Value({ text }: { text: string | null }) {
  if (text === null) return <span className="text-ink-700 italic">Not there</span>
  if (text === '') return <span className="text-ink-700 italic">Empty</span>
  return <span className="whitespace-pre-wrap break-words">{text}</span>
}

const cell = 'block border-cream-200 px-0 py-1 align-top sm:table-cell sm:border-t sm:px-3 sm:py-2'
// The heading shown above a cell on a narrow screen is for the eye only (its alternative text is
// empty): a screen reader already reads the column's header with the cell.
const cellLabel = "before:block before:text-sm before:font-semibold before:text-ink-700 before:content-[attr(data-label)_/_''] sm:before:hidden"

/**
 * A field-by-field comparison: one row per field that differs. On a narrow screen each row is a
 * card with its own headings, so nothing scrolls sideways.
 */
export function ChangesTable({ changes, caption, columns = BEFORE_AFTER }: { changes: FieldChange[]; caption: string; columns?: readonly Column[] }) {
  if (changes.length === 0) return <p className="text-ink-700">No field differs.</p>
  return (
    <table className="block w-full text-left sm:table sm:table-fixed">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr>
          <th scope="col" className="px-3 py-2 text-sm font-semibold text-ink-700 sm:w-1/4">
            Field
          </th>
          {columns.map((column) => (
            <th key={column.heading} scope="col" className="px-3 py-2 text-sm font-semibold text-ink-700">
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 sm:table-row-group sm:space-y-0">
        {changes.map((change) => (
          <tr key={change.path} className="block rounded-lg border border-cream-200 p-3 sm:table-row sm:rounded-none sm:border-0 sm:p-0">
            <th scope="row" className={`${cell} font-semibold text-ink-900 break-words`}>
              {change.label}
              {changeKind(change) ? ' ' : null}
              {changeKind(change) ? (
                <span className="ml-2 rounded bg-cream-200 px-1.5 py-0.5 text-sm font-semibold text-ink-900">{changeKind(change)}</span>
              ) : null}
            </th>
            {columns.map((column) => (
              <td key={column.heading} data-label={column.heading} className={`${cell} ${cellLabel}`}>
                <Value text={change[column.side]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
