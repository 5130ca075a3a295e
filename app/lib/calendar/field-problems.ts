import * as v from 'valibot'

/** A field and what is wrong with it, or null when nothing is. */
export type FieldProblem<T> = [field: keyof T & string, message: string | null]

/**
 * A check across fields, run once every field is valid on its own: each problem found is an issue
 * at its field, so the refusal names the field as a single field's would.
 */
export function fieldProblems<T extends Record<string, unknown>>(problemsOf: (input: T) => FieldProblem<T>[]) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.issues) return
    for (const [field, message] of problemsOf(dataset.value)) {
      if (message) addIssue({ message, path: [{ type: 'object', origin: 'value', input: dataset.value, key: field, value: dataset.value[field] }] })
    }
  })
}
