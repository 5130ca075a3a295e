/** The policy types, in the order the admin sees them, with their titles. */
export const POLICY_TYPES = ['safeguarding', 'privacy', 'health_safety', 'constitution', 'gift_aid'] as const

export type PolicyType = (typeof POLICY_TYPES)[number]

export const POLICY_TITLES: Record<PolicyType, string> = {
  safeguarding: 'Safeguarding Policy',
  privacy: 'Privacy Policy',
  health_safety: 'Health and Safety Policy',
  constitution: 'Church Constitution',
  gift_aid: 'Gift Aid Declaration Form',
}

/** The largest policy upload, 10 MB. */
export const MAX_POLICY_FILE_BYTES = 10_485_760

/** The longest file name kept for an uploaded policy. */
export const MAX_POLICY_FILE_NAME_LENGTH = 200

export function isPolicyType(value: unknown): value is PolicyType {
  return typeof value === 'string' && (POLICY_TYPES as readonly string[]).includes(value)
}

/** The download's name: safeguarding_policy.pdf, or the title lower-cased with underscores, plus .pdf. */
export function policyDownloadName(type: PolicyType): string {
  if (type === 'safeguarding') return 'safeguarding_policy.pdf'
  return `${POLICY_TITLES[type].toLowerCase().replace(/\s+/g, '_')}.pdf`
}

/** The public address a policy file is downloaded from. */
export function policyDownloadPath(type: PolicyType): string {
  return `/api/policy-files/${type}/download`
}

/** Sizes are shown in KB, rounded (bytes / 1024). */
export function formatKilobytes(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`
}

/** What anyone may read about the current file of a policy type. */
export type PublicPolicyFile = { file_path: string; file_name: string; file_size: number }

/** What the administrator reads. */
export type AdminPolicyFile = PublicPolicyFile & { policy_type: PolicyType; created_at: string }
