import { type FormOutcome, type FormPageServerContext, formResultSearch, isFormResultId } from '~/lib/forms/form-outcome'
import type { ContentKey } from '~/content/documents/keys'
import type { PageIntroKey } from '~/content/documents/pages'
import type { FormType } from '~/lib/forms/forms'
import { routeContent } from '~/server-fns/content'
import { getFormResult } from '~/server-fns/form-results'
import { submissionIdFor } from '~/lib/forms/submission-id'

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

type LoaderInput = { deps: { result?: string }; serverContext?: unknown; location: { search: unknown } }

/**
 * The route options the form pages share: a `?result=` search, and a loader for the outcome
 * it names, the page's introduction and any other documents it shows, and the form's submission id.
 */
export function formPageLoading(formType: FormType, intro?: PageIntroKey, documents: readonly ContentKey[] = []) {
  return {
    validateSearch: formResultSearch,
    loaderDeps: ({ search }: { search: { result?: string } }) => ({ result: search.result }),
    loader: async ({ deps, serverContext, location }: LoaderInput) => {
      const [outcome, content] = await Promise.all([loadFormOutcome(formType, deps.result, serverContext), routeContent(documents, location, intro)])
      return { outcome, content, submissionId: submissionIdFor(outcome?.status === 'error' ? outcome.values : undefined) }
    },
  }
}
