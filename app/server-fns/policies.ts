import { createServerFn } from '@tanstack/react-start'
import { isPolicyType, type PolicyType, type PublicPolicyFile } from '~/lib/policies/policy-types'
import { lookupPublicPolicyFile } from '#server/policies/http.ts'
import { reportStandIn } from '#server/render/stand-ins.ts'

export type PolicyFilesByType = Partial<Record<PolicyType, PublicPolicyFile | null>>

function policyTypeList(input: unknown): PolicyType[] {
  if (!Array.isArray(input) || input.length === 0 || !input.every(isPolicyType)) throw new Error('Expected a list of policy types')
  return input
}

/**
 * The current file of each asked-for type, read on the server into the page's HTML.
 * A type whose lookup fails counts as having no file.
 */
const getPublicPolicyFiles = createServerFn({ method: 'GET' })
  .validator(policyTypeList)
  .handler(async ({ data: types }): Promise<PolicyFilesByType> => {
    const entries = await Promise.all(
      types.map(async (type) => {
        const file = await lookupPublicPolicyFile(type).catch((error: unknown) => {
          reportStandIn(`The ${type} policy file could not be looked up`, error)
          return null
        })
        return [type, file] as const
      }),
    )
    return Object.fromEntries(entries)
  })

/** A route loader for the policy files a page shows; a failure counts as no file. */
export function loadPolicyFiles(types: PolicyType[]) {
  return async (): Promise<PolicyFilesByType> => {
    try {
      return await getPublicPolicyFiles({ data: types })
    } catch {
      return {}
    }
  }
}
