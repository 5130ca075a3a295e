import { useQueryClient } from '@tanstack/react-query'
import { createRef, useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import type { ContentKey } from '~/content/documents/keys'
import { type FieldErrors, fieldErrors } from '~/lib/forms/validation'
import { ApiError, apiRequest, errorMessage } from '~/lib/site/api-request'
import { useAfterChange } from '../shell/use-after-change'
import { CONTENT_LIST_KEY, documentKey, versionsKey } from './content-keys'
import type { ContentConflict, DocumentState } from '~/lib/content/admin-api'
import { setAt, type ValuePath } from './value-path'

/** What the form starts from: the draft if there is one, else the published version. */
export function contentOf(state: DocumentState): unknown {
  return state.draft ? state.draft.content : state.published.content
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

function conflictIn(error: unknown): ContentConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  try {
    const body = JSON.parse(error.bodyText) as Partial<ContentConflict>
    return typeof body.error === 'string' && body.current ? { error: body.error, current: body.current } : null
  } catch {
    return null
  }
}

function detailsIn(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null
  try {
    const { details } = JSON.parse(error.bodyText) as { details?: unknown }
    if (!details || typeof details !== 'object') return null
    const entries = Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    return entries.length > 0 ? Object.fromEntries(entries) : null
  } catch {
    return null
  }
}

export type FocusTarget = 'status' | 'summary' | 'conflict' | 'problem'

type Outcome = { form: 'keep' | 'replace' | 'keepIfEdited'; event?: (next: DocumentState) => string }

/**
 * The state of one document's editor: the form's values and what they were loaded from, the
 * revision they are based on, errors, a refused save's conflict, and the writes to the server.
 */
export function useDocumentEditor(key: ContentKey, schema: v.GenericSchema, loaded: DocumentState) {
  const queryClient = useQueryClient()
  const afterChange = useAfterChange()
  const [state, setState] = useState(loaded)
  const [form, setForm] = useState(() => contentOf(loaded))
  const [baseline, setBaseline] = useState(() => contentOf(loaded))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [checking, setChecking] = useState(false)
  const [conflict, setConflict] = useState<ContentConflict | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [event, setEvent] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const formRef = useRef(form)
  formRef.current = form

  const [targets] = useState(() => ({
    status: createRef<HTMLParagraphElement>(),
    summary: createRef<HTMLDivElement>(),
    conflict: createRef<HTMLHeadingElement>(),
    problem: createRef<HTMLDivElement>(),
  }))
  const lastTarget = useRef<FocusTarget>('status')
  const [focusRequest, setFocusRequest] = useState(0)
  useEffect(() => {
    if (focusRequest > 0) targets[lastTarget.current].current?.focus()
  }, [focusRequest, targets])
  const focusOn = (target: FocusTarget) => {
    lastTarget.current = target
    setFocusRequest((count) => count + 1)
  }

  const validate = (value: unknown): FieldErrors => {
    const result = v.safeParse(schema, value)
    return result.success ? {} : fieldErrors(result.issues)
  }

  function change(path: ValuePath, next: unknown) {
    const value = setAt(formRef.current, path, next)
    formRef.current = value
    setForm(value)
    setEvent(null)
    if (checking) setErrors(validate(value))
  }

  async function accept(next: DocumentState, sent: unknown, outcome: Outcome) {
    setState(next)
    setBaseline(contentOf(next))
    const edited = !same(formRef.current, sent)
    if (outcome.form === 'replace' || (outcome.form === 'keepIfEdited' && !edited)) setForm(contentOf(next))
    setErrors({})
    setChecking(false)
    setConflict(null)
    setProblem(null)
    setEvent(outcome.event ? outcome.event(next) : null)
    queryClient.setQueryData(documentKey(key), next)
    focusOn('status')
    await afterChange(CONTENT_LIST_KEY, versionsKey(key))
  }

  function refuse(error: unknown, fallback: string) {
    const conflictBody = conflictIn(error)
    if (conflictBody && conflictBody.current.revision !== state.revision) {
      setConflict(conflictBody)
      return focusOn('conflict')
    }
    const details = detailsIn(error)
    if (details) {
      setErrors(details)
      setChecking(true)
      return focusOn('summary')
    }
    setProblem(conflictBody?.error ?? errorMessage(error, fallback))
    focusOn('problem')
  }

  async function write(method: string, path: string, body: object, outcome: Outcome, fallback: string) {
    const sent = formRef.current
    setBusy(true)
    setProblem(null)
    try {
      const next = await apiRequest<DocumentState>(method, `/api/admin/content/${key}${path}`, { revision: state.revision, ...body })
      await accept(next, sent, outcome)
    } catch (error) {
      refuse(error, fallback)
    } finally {
      setBusy(false)
    }
  }

  async function save() {
    const found = validate(formRef.current)
    if (Object.keys(found).length > 0) {
      setErrors(found)
      setChecking(true)
      return focusOn('summary')
    }
    await write('PUT', '/draft', { content: formRef.current }, { form: 'keepIfEdited' }, 'The draft could not be saved. Try again.')
  }

  const publish = () => write('POST', '/publish', {}, { form: 'keep' }, 'The draft could not be published. Try again.')
  const discard = () => write('DELETE', '/draft', {}, { form: 'replace', event: () => 'Draft discarded.' }, 'The draft could not be discarded. Try again.')
  const restore = (version: number) =>
    write(
      'POST',
      `/versions/${version}/restore`,
      {},
      { form: 'replace', event: (next) => `Version ${version} restored as version ${next.published.version}.` },
      'The version could not be restored. Try again.',
    )

  /** After a conflict: their version replaces the form. */
  function takeTheirs() {
    if (!conflict) return
    const theirs = contentOf(conflict.current)
    setState(conflict.current)
    setBaseline(theirs)
    setForm(theirs)
    formRef.current = theirs
    setConflict(null)
    setErrors({})
    setChecking(false)
    setEvent('Their version is in the form; your changes were set aside.')
    queryClient.setQueryData(documentKey(key), conflict.current)
    focusOn('status')
  }

  /** After a conflict: the form keeps my values, now based on their revision, saved only when Save is pressed again. */
  function keepMine() {
    if (!conflict) return
    setState(conflict.current)
    setBaseline(contentOf(conflict.current))
    setConflict(null)
    setEvent('Your changes are still in the form, not saved: Save draft puts them in place of theirs.')
    queryClient.setQueryData(documentKey(key), conflict.current)
    focusOn('status')
  }

  return {
    state,
    form,
    errors,
    conflict,
    problem,
    event,
    busy,
    dirty: !same(form, baseline),
    change,
    save,
    publish,
    discard,
    restore,
    takeTheirs,
    keepMine,
    targets,
    focusAfterDialog: () => targets[lastTarget.current].current,
  }
}
