import { type FormOutcome, type FormType, isFormResultId } from '~/lib/forms'
import { getFormResult } from '~/server-fns/form-results'

/** What a form page's POST handler passes on with `next({ context: { formOutcome } })` when it renders in place. */
export type FormPageServerContext = { formOutcome?: FormOutcome }

/**
 * The loader half of a form page: the outcome rendered in place by the POST handler (database
 * down), else the stored outcome named in the URL by a well-formed id, else nothing.
 */
export async function loadFormOutcome(formType: FormType, resultId: string | undefined, serverContext: unknown): Promise<FormOutcome | null> {
  const inPlace = (serverContext as FormPageServerContext | undefined)?.formOutcome
  if (inPlace) return inPlace
  if (!isFormResultId(resultId)) return null
  return getFormResult({ data: { formType, id: resultId } })
}
