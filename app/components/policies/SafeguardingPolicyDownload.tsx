import type { PublicPolicyFile } from '~/lib/policies/policy-types'
import { Icon } from '~/components/sections/Icon'
import { downloadButtonClass, PolicyDownloadLink } from './PolicyDownloadLink'

/**
 * The policy button on /safeguarding: a download when there is a file, else a disabled
 * button and a note. Should the file go after the page loaded, a toast says so.
 */
export function SafeguardingPolicyDownload({ file }: { file: PublicPolicyFile | null }) {
  if (!file) {
    return (
      <div className="flex flex-col items-start gap-2">
        <button
          type="button"
          disabled
          className="inline-flex min-h-11 cursor-not-allowed items-center gap-2 rounded-full border-2 border-dashed border-ink-600 bg-cream-100 px-5 py-2.5 font-semibold text-ink-700"
        >
          <Icon name="download" />
          Download Full Safeguarding Policy (PDF)
        </button>
        <p className="text-ink-700">The policy document will be available soon.</p>
      </div>
    )
  }
  return (
    <PolicyDownloadLink type="safeguarding" className={downloadButtonClass}>
      <Icon name="download" />
      Download Full Safeguarding Policy (PDF)
    </PolicyDownloadLink>
  )
}
