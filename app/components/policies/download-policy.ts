import { toast } from '~/components/ui/toast-store'
import { POLICY_TITLES, policyDownloadName, type PolicyType } from '~/lib/policies/policy-types'

function unavailableText(type: PolicyType): string {
  return type === 'safeguarding' ? 'The safeguarding policy file is not available for download yet.' : 'This policy file is not available for download yet.'
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * With JavaScript, a policy download is fetched first so the visitor hears whether it
 * worked; without it the same link downloads the file directly.
 */
export async function downloadPolicyFile(type: PolicyType, href: string): Promise<void> {
  try {
    const response = await fetch(href, { credentials: 'same-origin' })
    if (response.status === 404) {
      await response.body?.cancel()
      toast({ title: 'Download Unavailable', description: unavailableText(type), variant: 'destructive' })
      return
    }
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`)
    saveBlob(await response.blob(), policyDownloadName(type))
    toast({ title: 'Download Started', description: `The ${POLICY_TITLES[type]} is downloading.`, variant: 'success' })
  } catch {
    toast({ title: 'Download Error', description: 'There was a problem downloading the policy file. Please try again.', variant: 'destructive' })
  }
}
