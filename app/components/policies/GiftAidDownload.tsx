import type { PublicPolicyFile } from '~/lib/policies/policy-types'
import { Icon } from '~/components/sections/Icon'
import { PolicyNewTabLink } from './PolicyNewTabLink'

/** The Gift Aid form on /ways-to-give: a download that opens in a new tab, or a note until one is uploaded. */
export function GiftAidDownload({ file }: { file: PublicPolicyFile | null }) {
  if (!file) {
    return (
      <p className="rounded-2xl border-2 border-dashed border-cream-200 bg-white p-5 text-lg text-ink-700">
        The Gift Aid declaration form will be available once uploaded by the admin team.
      </p>
    )
  }
  return (
    <PolicyNewTabLink type="gift_aid">
      <Icon name="download" />
      Download Gift Aid Form
    </PolicyNewTabLink>
  )
}
