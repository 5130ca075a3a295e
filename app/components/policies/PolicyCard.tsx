import type { ReactNode } from 'react'
import { formatKilobytes, POLICY_TITLES, type PolicyType, type PublicPolicyFile } from '~/lib/policies/policy-types'
import { Icon, type IconName } from '~/components/sections/Icon'
import { downloadButtonClass, PolicyDownloadLink } from './PolicyDownloadLink'

const ICONS: Partial<Record<PolicyType, IconName>> = { safeguarding: 'shield', privacy: 'book', health_safety: 'alert' }

/** `description` is the policy's paragraphs, as a page renders them. */
type PolicyCardProps = { type: PolicyType; description: ReactNode; comingSoonNote: string; file: PublicPolicyFile | null }

/** One policy on /policies: what it covers, then its PDF or a 'Coming Soon' note. */
export function PolicyCard({ type, description, comingSoonNote, file }: PolicyCardProps) {
  const headingId = `policy-${type}-title`
  return (
    <article aria-labelledby={headingId} className="flex w-full flex-col rounded-2xl border border-cream-200 bg-white p-6 shadow-sm">
      <span className="grid h-12 w-12 place-items-center rounded-full bg-wine-50 text-wine-700">
        <Icon name={ICONS[type] ?? 'book'} className="h-6 w-6" />
      </span>
      <h3 id={headingId} className="mt-4 font-serif text-2xl font-bold text-wine-900">
        {POLICY_TITLES[type]}
      </h3>
      <div className="mt-3 flex-1 space-y-3 leading-relaxed text-ink-700">{description}</div>
      <div className="mt-6">
        {file ? (
          <PolicyDownloadLink type={type} className={`${downloadButtonClass} w-full flex-col justify-center gap-0 rounded-2xl py-3 text-center`}>
            <span className="inline-flex items-center gap-2">
              <Icon name="download" />
              Download PDF
            </span>
            <span className="mt-1 max-w-full text-sm font-normal break-words text-cream-100">
              {file.file_name} ({formatKilobytes(file.file_size)})
            </span>
          </PolicyDownloadLink>
        ) : (
          <>
            <button
              type="button"
              disabled
              className="inline-flex min-h-11 w-full cursor-not-allowed items-center justify-center rounded-2xl border border-ink-600 bg-cream-100 px-6 py-2 font-semibold text-ink-700"
            >
              Coming Soon
            </button>
            <p className="mt-2 text-center text-sm text-ink-700">{comingSoonNote}</p>
          </>
        )}
      </div>
    </article>
  )
}
