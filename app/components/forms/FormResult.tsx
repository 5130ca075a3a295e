import type { Ref } from 'react'
import type { FieldErrors } from '~/lib/forms/validation'

type FormResultProps =
  | { kind: 'success'; title: string; text: string; ref?: Ref<HTMLDivElement> }
  | { kind: 'error'; title: string; text: string; details?: FieldErrors; fieldIds: Record<string, string> }

/**
 * The outcome shown inside the form: the success text, or what went wrong with a link to
 * each field to correct. It is what a visitor without JavaScript sees, and stays for everyone
 * after the toast has gone. Not a live region: the toast already announces the outcome. The
 * success box can take the focus, so a form sent with JavaScript leads the visitor to it.
 */
export function FormResult(props: FormResultProps) {
  if (props.kind === 'success') {
    return (
      <div ref={props.ref} tabIndex={-1} className="rounded-xl border-2 border-emerald-700 bg-emerald-50 p-4 text-emerald-950">
        <p className="font-bold">{props.title}</p>
        <p className="mt-1">{props.text}</p>
      </div>
    )
  }
  const fieldErrors = Object.entries(props.details ?? {})
  return (
    <div className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-950">
      <p className="font-bold">{props.title}</p>
      <p className="mt-1">{props.text}</p>
      {fieldErrors.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {fieldErrors.map(([field, error]) => (
            <li key={field}>
              {props.fieldIds[field] ? (
                <a href={`#${props.fieldIds[field]}`} className="font-semibold underline underline-offset-2">
                  {error}
                </a>
              ) : (
                error
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
