import type { ReactNode } from 'react'
import { policyDownloadPath, type PolicyType } from '~/lib/policies/policy-types'
import { downloadButtonClass } from './PolicyDownloadLink'

/** The constitution and Gift Aid downloads open in a new tab. */
export function PolicyNewTabLink({ type, children }: { type: PolicyType; children: ReactNode }) {
  return (
    <a href={policyDownloadPath(type)} target="_blank" rel="noopener" className={downloadButtonClass}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
