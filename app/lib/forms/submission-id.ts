import { isUuid } from '../site/uuid.ts'

/**
 * The hidden field naming one attempt at sending a form: the page renders it, the form sends it
 * again when the visitor retries after a failure, and the server stores that submission once
 * (server/forms/store.ts). After a success the form takes a new one.
 */
export const SUBMISSION_ID_FIELD = 'submissionId'

export function newSubmissionId(): string {
  return crypto.randomUUID()
}

/** A sent id: undefined when there is none, false when it is not one this site makes. */
export function readSubmissionId(value: unknown): string | undefined | false {
  if (value === undefined || value === null || value === '') return undefined
  return typeof value === 'string' && isUuid(value) ? value.toLowerCase() : false
}

/** The id a form page hands its form: the one a failed post without JavaScript sent, so its retry is the same submission, else a new one. */
export function submissionIdFor(values: Record<string, unknown> | undefined): string {
  return readSubmissionId(values?.[SUBMISSION_ID_FIELD]) || newSubmissionId()
}
