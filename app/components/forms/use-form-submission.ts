import type { Challenge } from 'altcha-lib'
import { type FormEvent, useCallback, useRef, useState } from 'react'
import { failureDescription, INVALID_FORM_ERROR } from '~/lib/forms/form-failure'
import type { FormOutcome } from '~/lib/forms/form-outcome'
import { FORMS, type FormType, type FormValues } from '~/lib/forms/forms'
import { newSubmissionId, SUBMISSION_ID_FIELD } from '~/lib/forms/submission-id'
import type { FieldErrors } from '~/lib/forms/validation'
import { toast } from '~/components/ui/toast-store'
import { keepInView } from './keep-in-view'

/** The toasts of one form, word for word as the specification writes them. */
export type FormToasts = {
  successTitle: string
  errorTitle: string
  /** When a failed answer carries neither details nor error. */
  errorFallback: string
  networkTitle: string
  networkDescription: string
  /** Heads the outcome kept in the form after a failure, once the toast has gone. */
  notSentTitle: string
}

/** The outcome kept in the form after the toast has gone. */
export type FormBanner = { kind: 'success'; text: string } | { kind: 'error'; text: string; details?: FieldErrors }

type Options<T extends FormType> = {
  formType: T
  toasts: FormToasts
  /** The id of each field's control. */
  fieldIds: Record<keyof FormValues<T> & string, string>
  /** The outcome of a post without JavaScript, read back by the page. */
  outcome?: FormOutcome | null
  /** The page's id for this submission; a form without one takes its own when first sent. */
  submissionId?: string
  /** What some fields start with, when there is no outcome to show; a success still clears them. */
  initialValues?: Partial<FormValues<T>>
  /** Runs first; returning false stops the submission (it shows its own toast). */
  precheck?: (values: FormValues<T>) => boolean
}

type FailureBody = { error?: unknown; details?: unknown }

type Failure = { error?: string; details?: FieldErrors; body: FailureBody }

async function readFailure(response: Response): Promise<Failure> {
  const body = (await response.json().catch(() => ({}))) as FailureBody
  const details = body.details && typeof body.details === 'object' && !Array.isArray(body.details) ? (body.details as FieldErrors) : undefined
  return { error: typeof body.error === 'string' ? body.error : undefined, details, body }
}

function focusFirstInvalid(form: HTMLFormElement, details: FieldErrors) {
  const first = Object.keys(details)
    .map((name) => form.elements.namedItem(name))
    .find((element): element is HTMLInputElement | HTMLTextAreaElement => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
  first?.focus()
}

/** What the form's controls hold for each field of `values`: a checkbox its checked state, any other control its text. */
function readControls<V extends Record<string, string | boolean>>(form: HTMLFormElement, values: V): Partial<V> {
  const read: Record<string, string | boolean> = {}
  for (const [name, current] of Object.entries(values)) {
    const control = form.elements.namedItem(name)
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) continue
    read[name] = typeof current === 'boolean' && control instanceof HTMLInputElement ? control.checked : control.value
  }
  return read as Partial<V>
}

function post(path: string, payload: Record<string, unknown>): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(payload),
  })
}

/**
 * Posts the form; during a flood the server asks for a proof of work first (428, decision 056),
 * which the browser gives and posts again. If it cannot, the server's 428 answer stands, and says
 * the form is busy.
 */
async function postWithProofIfAsked(path: string, payload: Record<string, unknown>): Promise<Response> {
  const response = await post(path, payload)
  if (response.status !== 428) return response
  const { challenge } = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { challenge?: Challenge }
  const { proveWork } = await import('./proof-of-work')
  const proof = challenge ? await proveWork(challenge) : null
  return proof ? post(path, { ...payload, proof }) : response
}

/** The server's rules, run in the browser before sending; null when they cannot be loaded (the server checks anyway). */
async function checkInBrowser(formType: FormType, payload: Record<string, unknown>): Promise<FieldErrors | null> {
  try {
    const { checkValues } = await import('./check-values')
    return await checkValues(formType, payload)
  } catch {
    return null
  }
}

/**
 * State and submission of a public form. The markup is a plain POST form that works without
 * JavaScript; with it, this sends JSON to the API instead and answers with toasts:
 * success clears every field, failure keeps them.
 */
export function useFormSubmission<T extends FormType>({
  formType,
  toasts,
  fieldIds,
  outcome,
  submissionId: pageSubmissionId,
  initialValues: startingValues,
  precheck,
}: Options<T>) {
  type V = FormValues<T>
  const empty: V = FORMS[formType].empty
  const initialValues = outcome?.status === 'error' ? ({ ...empty, ...outcome.values } as V) : ({ ...empty, ...startingValues } as V)
  const [values, setValues] = useState<V>(initialValues)
  const [busy, setBusy] = useState(false)
  // Kept through failures, so a retry is the same submission; new after a success.
  const [submissionId, setSubmissionId] = useState(pageSubmissionId ?? '')
  const [banner, setBanner] = useState<FormBanner | null>(
    outcome
      ? outcome.status === 'success'
        ? { kind: 'success', text: outcome.message }
        : { kind: 'error', text: outcome.error, details: outcome.details }
      : null,
  )

  // A visitor may type before the form hydrates: the controls hold that text and the state does not, so the state takes it.
  const keepTypedValues = useCallback((form: HTMLFormElement | null) => {
    if (form) setValues((current) => ({ ...current, ...readControls(form, current) }))
  }, [])

  const sentHere = useRef(false)
  // A success box that appears after a send takes the focus (and scrolls into view): the button that had it is busy, then far below.
  const focusSuccess = useCallback((box: HTMLDivElement | null) => {
    if (box && sentHere.current) {
      box.focus()
      keepInView(box)
    }
    sentHere.current = false
  }, [])

  const setValue = <K extends keyof V>(name: K, value: V[K]) => setValues((current) => ({ ...current, [name]: value }))

  /** The outcome kept in the form, each field marked with its error, and the first of them focused. */
  const keepFailure = (form: HTMLFormElement, text: string, details?: FieldErrors) => {
    setBanner({ kind: 'error', text, details })
    if (details) focusFirstInvalid(form, details)
  }

  const fail = (form: HTMLFormElement, { error, details, body }: Failure) => {
    toast({ title: toasts.errorTitle, description: failureDescription(body, toasts.errorFallback), variant: 'destructive' })
    keepFailure(form, error ?? toasts.errorFallback, details)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    setBanner(null)
    if (precheck && !precheck(values)) {
      // The precheck's toast goes after a few seconds: the fields it refused stay marked.
      const details = await checkInBrowser(formType, values)
      if (details) keepFailure(form, INVALID_FORM_ERROR, details)
      return
    }

    const website = String(new FormData(form).get('website') ?? '')
    const sending = submissionId || newSubmissionId()
    setSubmissionId(sending)
    const payload = { ...values, website, [SUBMISSION_ID_FIELD]: sending }
    setBusy(true)
    try {
      const details = await checkInBrowser(formType, payload)
      if (details) return fail(form, { error: INVALID_FORM_ERROR, details, body: { error: INVALID_FORM_ERROR, details } })

      const response = await postWithProofIfAsked(FORMS[formType].apiPath, payload)
      if (!response.ok) {
        return fail(form, await readFailure(response))
      }
      const { message } = (await response.json().catch(() => ({}))) as { message?: string }
      toast({ title: toasts.successTitle, description: message, variant: 'success' })
      sentHere.current = true
      setBanner({ kind: 'success', text: message ?? '' })
      setValues(empty)
      setSubmissionId(newSubmissionId())
      form.reset()
    } catch {
      toast({ title: toasts.networkTitle, description: toasts.networkDescription, variant: 'destructive' })
      setBanner({ kind: 'error', text: toasts.networkDescription })
    } finally {
      setBusy(false)
    }
  }

  const errors: FieldErrors = banner?.kind === 'error' ? (banner.details ?? {}) : {}
  const field = <K extends keyof V & string>(name: K) => ({ id: fieldIds[name], name, error: errors[name] })
  return {
    values,
    busy,
    /** What PublicForm takes from the form's state. */
    formProps: { formType, toasts, banner, fieldIds, busy, onSubmit, formRef: keepTypedValues, successRef: focusSuccess, submissionId },
    /** What a TextField or TextAreaField takes for the field `name`. */
    textField: <K extends keyof V & string>(name: K) => ({
      ...field(name),
      value: String(values[name]),
      onChange: (value: string) => setValue(name, value as V[K]),
    }),
    /** What a CheckboxField takes for the field `name`. */
    checkboxField: <K extends keyof V & string>(name: K) => ({
      ...field(name),
      checked: values[name] === true,
      onChange: (checked: boolean) => setValue(name, checked as V[K]),
    }),
  }
}
