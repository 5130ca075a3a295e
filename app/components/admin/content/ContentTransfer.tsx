import { type Ref, useId, useRef, useState } from 'react'
import { primaryButton, secondaryButton } from '~/components/ui/styles'
import type { DocumentSummary } from '~/lib/content/admin-api'
import { useAfterChange } from '../shell/use-after-change'
import { ConfirmAction } from './ConfirmAction'
import { CONTENT_LIST_KEY } from './content-keys'
import { type ImportOutcome, importedWords, importFile } from './import-content'

const EXPORT_URL = '/api/admin/content/export'

/** Download all content, and import a file another site (or this one) exported. */
export function ContentTransfer({ documents }: { documents: DocumentSummary[] }) {
  return (
    <div className="mt-8 grid gap-8 border-t border-cream-200 pt-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-3">
        <h3 className="font-serif text-lg font-bold text-wine-900">Export</h3>
        <p className="text-ink-700">
          One file with every document’s published version and the photos it shows, to keep as a copy or to start another site from. Drafts are not in it.
        </p>
        <a href={EXPORT_URL} className={secondaryButton}>
          Download all content
        </a>
      </div>
      <ImportContent documents={documents} />
    </div>
  )
}

function ImportContent({ documents }: { documents: DocumentSummary[] }) {
  const afterChange = useAfterChange()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const status = useRef<HTMLParagraphElement>(null)
  const problems = useRef<HTMLDivElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null)
  const titles = new Map(documents.map((document) => [document.key as string, document.title]))

  async function runImport() {
    if (!file) return
    const result = await importFile(file, titles)
    setOutcome(result)
    if (!result.ok) return
    setFile(null)
    if (input.current) input.current.value = ''
    await afterChange(CONTENT_LIST_KEY)
  }

  return (
    <div className="min-w-0 space-y-3">
      <h3 className="font-serif text-lg font-bold text-wine-900">Import content</h3>
      <p className="text-ink-700" id={`${inputId}-hint`}>
        A file downloaded with Download all content, from this site or another. Every document in it is checked before anything changes.
      </p>
      <div>
        <label htmlFor={inputId} className="block font-semibold text-ink-900">
          File to import (.json)
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".json,application/json"
          aria-describedby={`${inputId}-hint`}
          className="mt-1 block w-full max-w-full text-ink-900 file:mr-3 file:rounded-lg file:border file:border-ink-600 file:bg-white file:px-3 file:py-2 file:font-semibold"
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
      </div>
      <ConfirmAction
        trigger="Import"
        triggerClassName={primaryButton}
        disabled={!file}
        title="Import this file?"
        description={<ImportWarning fileName={file?.name ?? ''} />}
        confirmLabel="Import"
        busyLabel="Importing..."
        onConfirm={runImport}
        focusAfter={() => status.current ?? problems.current}
      />
      {file ? null : <p className="text-sm text-ink-700">Choose a file to import first.</p>}
      <ImportResult outcome={outcome} titles={titles} statusRef={status} problemsRef={problems} />
    </div>
  )
}

function ImportWarning({ fileName }: { fileName: string }) {
  return (
    <>
      <p>
        Each document in <strong className="break-words">{fileName}</strong> becomes a new published version wherever it differs from what visitors see now.
      </p>
      <p>Drafts, and the documents the file leaves out, are kept as they are.</p>
      <p>Every version stays in History, so any document can be put back by restoring its earlier version.</p>
    </>
  )
}

type ResultProps = {
  outcome: ImportOutcome | null
  titles: ReadonlyMap<string, string>
  statusRef: Ref<HTMLParagraphElement>
  problemsRef: Ref<HTMLDivElement>
}

function ImportResult({ outcome, titles, statusRef, problemsRef }: ResultProps) {
  if (!outcome) return null
  if (outcome.ok) {
    return (
      <p ref={statusRef} tabIndex={-1} role="status" className="rounded-lg bg-cream-100 px-4 py-3 font-semibold text-ink-900">
        {importedWords(outcome.imported, titles)}
      </p>
    )
  }
  return (
    <div ref={problemsRef} tabIndex={-1} role="alert" aria-labelledby="import-problems-title" className="rounded-xl border-4 border-red-700 bg-white p-4">
      <h4 id="import-problems-title" className="font-serif text-lg font-bold text-red-900">
        The file was not imported: nothing has changed
      </h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-red-900">
        {outcome.problems.map((problem) => (
          <li key={problem} className="break-words">
            {problem}
          </li>
        ))}
      </ul>
    </div>
  )
}
