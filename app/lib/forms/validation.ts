import * as v from 'valibot'

export type FieldErrors = Record<string, string>

/** Flattens valibot issues to one message per field, the first one found. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'form'
    errors[key] ??= issue.message
  }
  return errors
}
