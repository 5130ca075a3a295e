import { useState } from 'react'
import { apiRequest } from '~/lib/site/api-request'
import { secondaryButton, textInput } from '~/components/ui/styles'
import { useHallMutation } from './hall-api'

/**
 * "Renew the feed link": a new secret link, shown here once with a button that copies it; the
 * old link stops working at once.
 */
export function FeedLink({ endpoint, label, idPrefix, sentToHirer = false }: { endpoint: string; label: string; idPrefix: string; sentToHirer?: boolean }) {
  const [url, setUrl] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const renew = useHallMutation<void, { url: string }>({
    call: () => apiRequest('POST', endpoint),
    done: () => ({
      title: 'Feed Link Renewed',
      description: `The old link has stopped working.${sentToHirer ? ' The new one is e-mailed to the hirer.' : ''}`,
    }),
    failed: 'Error Renewing the Feed Link',
    onDone: (made) => {
      setCopied(false)
      setUrl(made.url)
    },
    afterRefresh: () => document.getElementById(`${idPrefix}-url`)?.focus(),
  })
  const copy = async () => {
    if (!url) return
    await navigator.clipboard.writeText(url)
    setCopied(true)
  }
  return (
    <div className="space-y-2">
      <button type="button" className={secondaryButton} aria-disabled={renew.isPending || undefined} onClick={() => renew.isPending || renew.mutate()}>
        {renew.isPending ? 'Renewing...' : label}
      </button>
      {url ? (
        <div className="rounded-lg border border-ink-600 p-3">
          <label htmlFor={`${idPrefix}-url`} className="block font-semibold text-ink-900">
            The new feed link (shown only now)
          </label>
          <input id={`${idPrefix}-url`} readOnly className={`${textInput} mt-1`} value={url} aria-describedby={`${idPrefix}-warning`} />
          <p id={`${idPrefix}-warning`} className="mt-1 text-sm text-ink-900">
            The old link has stopped working: a calendar that used it needs this one.{sentToHirer ? ' It is e-mailed to the hirer too.' : ''}
          </p>
          <button type="button" className={`${secondaryButton} mt-2`} onClick={() => void copy()}>
            Copy the link
          </button>
          <p role="status" className="mt-1 text-sm text-ink-700">
            {copied ? 'Copied.' : ''}
          </p>
        </div>
      ) : null}
    </div>
  )
}
