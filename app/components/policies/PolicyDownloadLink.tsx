import type { MouseEvent, ReactNode } from 'react'
import { policyDownloadName, policyDownloadPath, type PolicyType } from '~/lib/policies/policy-types'
import { downloadPolicyFile } from './download-policy'

type PolicyDownloadLinkProps = { type: PolicyType; className: string; children: ReactNode }

/** A plain download link that works without JavaScript, and with it reports how the download went. */
export function PolicyDownloadLink({ type, className, children }: PolicyDownloadLinkProps) {
  const href = policyDownloadPath(type)
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void downloadPolicyFile(type, href)
  }
  return (
    <a href={href} download={policyDownloadName(type)} onClick={onClick} className={className}>
      {children}
    </a>
  )
}

/** The site's primary button look, for download links. */
export const downloadButtonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-transparent bg-wine-700 px-6 py-2 font-semibold text-white hover:bg-wine-800'
