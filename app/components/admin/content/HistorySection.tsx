import { useQuery } from '@tanstack/react-query'
import type { ContentKey } from '~/content/documents/keys'
import { PanelStatus } from '../shell/AdminSection'
import { ChangesTable } from './ChangesTable'
import { ConfirmAction } from './ConfirmAction'
import { versionsKey } from './content-keys'
import type { VersionSummary } from '~/lib/content/admin-api'
import { byWords, originWords, whenWords } from './content-words'

type Props = {
  documentKey: ContentKey
  publishedVersion: number
  hasDraft: boolean
  dirty: boolean
  busy: boolean
  onRestore: (version: number) => Promise<void>
  focusAfter: () => HTMLElement | null
}

/** Every published version, newest first: who, when, where it came from, what changed, and Restore. */
export function HistorySection(props: Props) {
  const versions = useQuery<{ versions: VersionSummary[] }>({ queryKey: versionsKey(props.documentKey) })
  return (
    <section aria-labelledby="history-title" className="rounded-2xl border border-cream-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="history-title" className="font-serif text-2xl font-bold text-wine-900">
        History
      </h2>
      <p className="mt-1 text-ink-700">Every published version is kept. Restoring one publishes it again as a new version.</p>
      <div className="mt-5">
        {versions.isPending ? (
          <PanelStatus>Loading the history...</PanelStatus>
        ) : versions.isError ? (
          <PanelStatus tone="error">Unable to load the history.</PanelStatus>
        ) : (
          <ol className="space-y-4">
            {versions.data.versions.map((version) => (
              <VersionItem key={version.version} version={version} {...props} />
            ))}
          </ol>
        )}
      </div>
    </section>
  )
}

function VersionItem({ version, publishedVersion, hasDraft, dirty, busy, onRestore, focusAfter }: Props & { version: VersionSummary }) {
  const current = version.version === publishedVersion
  return (
    <li className="space-y-3 rounded-xl border border-cream-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-serif text-lg font-bold text-wine-900">
          Version {version.version}
          {current ? ' ' : null}
          {current ? <span className="ml-2 rounded bg-wine-50 px-2 py-0.5 font-sans text-sm font-semibold text-wine-800">On the site</span> : null}
        </h3>
        <p className="text-ink-700">
          {originWords(version)}, {whenWords(version.publishedAt)}
          {byWords(version.publishedBy)}
        </p>
      </div>
      <details className="group">
        <summary className="min-h-6 cursor-pointer font-semibold text-wine-800 underline underline-offset-2">
          What changed<span className="sr-only"> in version {version.version}</span>
        </summary>
        <div className="mt-3">
          {version.origin === 'first' && version.changes.length === 0 ? (
            <p className="text-ink-700">The first version: there is nothing before it to compare with.</p>
          ) : (
            <ChangesTable changes={version.changes} caption={`What changed in version ${version.version}`} />
          )}
        </div>
      </details>
      {current ? null : (
        <ConfirmAction
          trigger={
            <>
              Restore this version<span className="sr-only"> (version {version.version})</span>
            </>
          }
          disabled={busy}
          title={`Restore version ${version.version}?`}
          description={
            <>
              <p>
                Version {version.version} is published again, as a new version, and visitors see it within a few seconds. The versions after it stay in History.
              </p>
              {hasDraft ? <p className="font-semibold text-ink-900">There is an unpublished draft: publish or discard it first.</p> : null}
              {dirty && !hasDraft ? <p className="font-semibold text-ink-900">Your unsaved changes in the form are lost.</p> : null}
            </>
          }
          confirmLabel="Restore"
          busyLabel="Restoring..."
          onConfirm={() => onRestore(version.version)}
          focusAfter={focusAfter}
        />
      )}
    </li>
  )
}
