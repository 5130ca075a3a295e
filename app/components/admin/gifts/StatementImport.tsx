import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { Field } from '~/components/ui/Field'
import { primaryButton, secondaryButton, textInput } from '~/components/ui/styles'
import { toast } from '~/components/ui/toast-store'
import { useAfterChange } from '~/components/admin/shell/use-after-change'
import { GIFT_LISTS } from './gifts-keys'

type Mapping = { date: string; description: string; amountKind: 'amount' | 'paidIn'; amount: string }
type Outcome = { imported: number; alreadyImported: number; matched: number; bank: string | null }

/** The statement size the server takes; a larger file is refused before it is sent. */
const STATEMENT_LIMIT_BYTES = 5 * 1024 * 1024

/** Each heading with its column's number, from 1. */
const numbered = (headings: string[]) => headings.map((heading, index) => ({ heading, number: index + 1 }))

async function postStatement(file: File, mapping: Mapping | null): Promise<Response> {
  const query = mapping ? `?${new URLSearchParams({ date: mapping.date, description: mapping.description, [mapping.amountKind]: mapping.amount })}` : ''
  return fetch(`/api/admin/gifts/import${query}`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'text/csv' }, body: file })
}

/** Imports a bank statement (CSV); a layout the site does not know yet is mapped once, here. */
export function StatementImport() {
  const id = useId()
  const afterChange = useAfterChange()
  const queryClient = useQueryClient()
  const fileInput = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [columns, setColumns] = useState<string[] | null>(null)
  const [mapping, setMapping] = useState<Mapping>({ date: '0', description: '1', amountKind: 'amount', amount: '2' })
  const [problem, setProblem] = useState<{ message: string; rows: string[] } | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [busy, setBusy] = useState(false)

  async function send(withMapping: boolean) {
    if (!file) return setProblem({ message: 'Choose a CSV file of a bank statement', rows: [] })
    if (file.size > STATEMENT_LIMIT_BYTES) return setProblem({ message: 'The statement is larger than 5 MB: export a shorter period from the bank', rows: [] })
    setBusy(true)
    setProblem(null)
    setOutcome(null)
    try {
      const response = await postStatement(file, withMapping ? mapping : null)
      const body = (await response.json().catch(() => ({}))) as { error?: string; details?: unknown } & Partial<Outcome>
      if (response.ok) {
        setColumns(null)
        setOutcome(body as Outcome)
        toast({ title: 'Statement imported', description: `${body.imported} new gifts, ${body.matched} matched by giving reference.`, variant: 'success' })
        await queryClient.invalidateQueries(GIFT_LISTS)
        await afterChange()
        return
      }
      const details = body.details
      if (response.status === 400 && Array.isArray(details) && /not known yet/.test(body.error ?? '')) {
        setColumns(details.map(String))
        setProblem({ message: body.error ?? 'Map the columns of this statement', rows: [] })
        return
      }
      const rows = Array.isArray(details) ? details.map(String) : []
      const field = details && typeof details === 'object' && !Array.isArray(details) ? Object.values(details as Record<string, string>) : []
      setProblem({ message: body.error ?? `The statement could not be imported (${response.status})`, rows: [...rows, ...field] })
    } catch {
      setProblem({ message: 'The statement could not be sent. Please try again.', rows: [] })
    } finally {
      setBusy(false)
    }
  }

  const choose = (name: 'date' | 'description' | 'amount', label: string) => (
    <Field id={`${id}-${name}`} label={label}>
      <select id={`${id}-${name}`} className={textInput} value={mapping[name]} onChange={(event) => setMapping({ ...mapping, [name]: event.target.value })}>
        {numbered(columns ?? []).map((column) => (
          <option key={column.number} value={String(column.number - 1)}>
            {column.heading || `Column ${column.number}`}
          </option>
        ))}
      </select>
    </Field>
  )

  return (
    <form
      aria-labelledby={`${id}-heading`}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (!busy) void send(columns !== null)
      }}
    >
      <h3 id={`${id}-heading`} className="font-serif text-xl font-bold text-wine-900">
        Import a bank statement
      </h3>
      <Field
        id={`${id}-file`}
        label="Bank statement (CSV, at most 5 MB)"
        error={problem?.message}
        hint="Money paid in becomes gifts; a gift whose reference quotes a giving reference (GA…) is matched to its giver."
      >
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className={textInput}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-file-hint${problem ? ` ${id}-file-error` : ''}`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            setColumns(null)
            setProblem(null)
            setOutcome(null)
          }}
        />
      </Field>
      {problem && problem.rows.length > 0 ? (
        <ul className="list-disc space-y-1 pl-6 text-sm text-red-800" aria-label="Rows that cannot be read">
          {problem.rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      ) : null}
      {columns ? (
        <fieldset className="space-y-3 rounded-lg border border-cream-200 p-4">
          <legend className="px-1 font-semibold">Map the columns of this statement (remembered for the next one)</legend>
          {choose('date', 'Date column')}
          {choose('description', 'Description column')}
          <Field id={`${id}-kind`} label="The amount is">
            <select
              id={`${id}-kind`}
              className={textInput}
              value={mapping.amountKind}
              onChange={(event) => setMapping({ ...mapping, amountKind: event.target.value as Mapping['amountKind'] })}
            >
              <option value="amount">One column, money in positive and money out negative</option>
              <option value="paidIn">A paid-in column (paid-out is left out)</option>
            </select>
          </Field>
          {choose('amount', mapping.amountKind === 'amount' ? 'Amount column' : 'Paid-in column')}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
          {busy ? 'Importing...' : columns ? 'Import with these columns' : 'Import statement'}
        </button>
        {columns ? (
          <button type="button" className={secondaryButton} onClick={() => setColumns(null)}>
            Cancel mapping
          </button>
        ) : null}
      </div>
      {outcome ? (
        <p role="status" className="text-ink-900">
          {outcome.bank ? `${outcome.bank} statement: ` : ''}
          {outcome.imported} new gifts imported, {outcome.matched} matched by giving reference, {outcome.alreadyImported} imported before.
        </p>
      ) : null}
    </form>
  )
}
