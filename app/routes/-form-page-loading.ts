import { type FormOutcome, type FormPageServerContext, formResultSearch, isFormResultId } from '~/lib/forms/form-outcome'
import type { FormType } from '~/lib/forms/forms'
import { getFormResult } from '~/server-fns/form-results'

/**
 * The loader half of a form page: the outcome rendered in place by the POST handler (database
 * down), else the stored outcome named in the URL by a well-formed id, else nothing.
 */
async function loadFormOutcome(formType: FormType, resultId: string | undefined, serverContext: unknown): Promise<FormOutcome | null> {
  const inPlace = (serverContext as FormPageServerContext | undefined)?.formOutcome
  if (inPlace) return inPlace
  if (!isFormResultId(resultId)) return null
  return getFormResult({ data: { formType, id: resultId } })
}

/** The route options the three form pages share: a `?result=` search and a loader for the outcome it names. */
export function formPageLoading(formType: FormType) {
  return {
    validateSearch: formResultSearch,
    loaderDeps: ({ search }: { search: { result?: string } }) => ({ result: search.result }),
    loader: ({ deps, serverContext }: { deps: { result?: string }; serverContext?: unknown }) => loadFormOutcome(formType, deps.result, serverContext),
  }
}
