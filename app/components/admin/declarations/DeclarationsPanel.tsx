import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { AdminSection, PanelStatus } from '~/components/admin/shell/AdminSection'
import { primaryButton, secondaryButton, textInput } from '~/components/ui/styles'
import { writtenDay } from '~/lib/giving/dates'
import type { DeclarationSummary } from '~/lib/giving/register'
import { apiRequest } from '~/lib/site/api-request'
import { DeclarationRecordView } from './DeclarationRecordView'
import { searchKey, searchUrl } from './declarations-key'
import { PaperDeclarationForm } from './PaperDeclarationForm'

type Search = { text: string; pastKeepUntil: boolean }

/**
 * The register of Gift Aid declarations. Nothing is read until the treasurer searches, as every
 * search and view is written to the audit log: financial personal data is seen only when asked for.
 */
export function DeclarationsPanel() {
  const [text, setText] = useState('')
  const [pastKeepUntil, setPastKeepUntil] = useState(false)
  const [search, setSearch] = useState<Search | null>(null)
  const [openId, setOpenId] = useState<string | null>(null)
  const [recording, setRecording] = useState(false)
  const [justRecorded, setJustRecorded] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSearch({ text: text.trim(), pastKeepUntil })
  }
  return (
    <AdminSection
      id="gift-aid-declarations"
      title="Gift Aid declarations"
      description="Search by name, postcode, e-mail or giving reference; record a paper declaration; change or cancel one from a date. A declaration is kept 6 years after the end of the accounting period of the last gift claimed under it. Every search and view is recorded in Recent Activity."
      action={
        <button type="button" className={secondaryButton} aria-expanded={recording} onClick={() => setRecording(!recording)}>
          {recording ? 'Close the paper form' : 'Record a paper declaration'}
        </button>
      }
    >
      <div className="space-y-5">
        {recording ? (
          <PaperDeclarationForm
            onRecorded={(id) => {
              setRecording(false)
              setJustRecorded(true)
              setOpenId(id)
            }}
          />
        ) : null}
        <form aria-label="Search declarations" onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor="declarations-search" className="block font-semibold text-ink-900">
              Name, postcode, e-mail or giving reference
            </label>
            <input
              id="declarations-search"
              type="search"
              maxLength={100}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className={`mt-1.5 ${textInput}`}
            />
          </div>
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={pastKeepUntil} onChange={(event) => setPastKeepUntil(event.target.checked)} className="h-5 w-5 accent-wine-700" />
            Only those past their keep-until date
          </label>
          <button type="submit" className={primaryButton}>
            Search
          </button>
        </form>
        {search ? (
          <Results
            search={search}
            openId={openId}
            onOpen={(id) => {
              setJustRecorded(false)
              setOpenId(id)
            }}
          />
        ) : null}
        {openId ? <DeclarationRecordView key={openId} id={openId} focusWhenShown={justRecorded} /> : null}
      </div>
    </AdminSection>
  )
}

function Results({ search, openId, onOpen }: { search: Search; openId: string | null; onOpen: (id: string) => void }) {
  const results = useQuery<DeclarationSummary[]>({
    queryKey: searchKey(search.text, search.pastKeepUntil),
    queryFn: () => apiRequest<DeclarationSummary[]>('GET', searchUrl(search.text, search.pastKeepUntil)),
    staleTime: 0,
  })
  if (results.isPending) return <PanelStatus>Searching...</PanelStatus>
  if (results.isError) return <PanelStatus tone="error">Unable to search the declarations.</PanelStatus>
  if (results.data.length === 0) return <PanelStatus>No declarations found.</PanelStatus>
  return (
    <ul aria-label="Declarations found" className="divide-y divide-cream-200 rounded-xl border border-cream-200">
      {results.data.map((row) => (
        <li key={row.id} data-testid="declaration-found" className="flex flex-wrap items-center justify-between gap-3 p-3">
          <div className="min-w-0 wrap-anywhere">
            <p className="font-semibold text-ink-900">
              <span className="font-mono">{row.givingReference}</span> {row.name}
              {row.postcode ? `, ${row.postcode}` : ''}
            </p>
            <p className="text-sm text-ink-700">
              Made {writtenDay(row.madeOn)}
              {row.cancelledOn ? `, cancelled from ${writtenDay(row.cancelledOn)}` : ''}. Keep until {writtenDay(row.keepUntil)}
              {row.pastKeepUntil ? <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-red-900">Past keep-until</span> : null}
            </p>
          </div>
          <button type="button" className={secondaryButton} aria-pressed={openId === row.id} onClick={() => onOpen(row.id)}>
            Open<span className="sr-only"> declaration {row.givingReference}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
