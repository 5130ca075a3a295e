import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { POLICY_TYPES, type PolicyType, type PublicPolicyFile } from '~/lib/policies/policy-types'
import { lookupPublicPolicyFile } from '#server/policies/http.ts'
import { reportStandIn } from '#server/render/stand-ins.ts'
import { serverFunctionInput } from '#server/http/validate.ts'

export type PolicyFilesByType = Partial<Record<PolicyType, PublicPolicyFile | null>>

const policyTypeList = v.pipe(
  v.array(v.picklist(POLICY_TYPES, 'Expected a policy type')),
  v.minLength(1, 'Expected a list of policy types'),
  v.maxLength(POLICY_TYPES.length, 'Expected a list of policy types'),
)

/**
 * The current file of each asked-for type, read on the server into the page's HTML.
 * A type whose lookup fails counts as having no file.
 */
const getPublicPolicyFiles = createServerFn({ method: 'GET' })
  .validator(serverFunctionInput(policyTypeList))
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
