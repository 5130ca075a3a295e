import type { ReactNode } from 'react'
import { FACT_NAMES } from '~/content/fields/facts'
import type { FieldMeta } from '~/content/fields/fields'
import { textInput } from '~/components/ui/styles'
import { describedIds, FieldFrame } from './FieldFrame'
import { useDocumentForm } from './form-context'
import { dotPath, fieldId, type ValuePath } from './value-path'

const INPUT_TYPES = { text: 'text', time: 'time', date: 'date', email: 'email', link: 'url', phone: 'tel' } as const

function paragraphsHint(meta: FieldMeta): ReactNode {
  return (
    <>
      {meta.hint ? <p>{meta.hint}</p> : null}
      <p>Leave a blank line between paragraphs.</p>
      <p>
        It may name these facts in braces, and shows them as they are set:{' '}
        <span className="break-words">{FACT_NAMES.map((name) => `{${name}}`).join(', ')}</span>.
      </p>
      {meta.links ? (
        <p>
          For a link, write [words to show](address), such as [our hall](/hall-hire) or [email us](mailto:hello@example.org). An address starts with https://,
          mailto:, tel: or / for a page of this site.
        </p>
      ) : null}
    </>
  )
}

/** A time the pages read from the calendar: said, with where to change it, instead of a field that would change nothing. */
function FromCalendar({ label }: { label: string }) {
  return (
    <div>
      <p className="mb-1 font-semibold text-ink-900">{label}</p>
      <p className="text-ink-700">
        Read from the calendar.{' '}
        <a href="/admin/dashboard#regular-activities" className="font-semibold text-wine-800 underline">
          Change it under Regular activities
        </a>
        .
      </p>
    </div>
  )
}

/** A field holding one value: a text, a time, a date, an address, a choice or a year. */
export function LeafField({ meta, path, value, label }: { meta: FieldMeta; path: ValuePath; value: unknown; label: string }) {
  const { errors, change } = useDocumentForm()
  const id = fieldId(path)
  const error = errors[dotPath(path)]
  const hint = meta.kind === 'paragraphs' ? paragraphsHint(meta) : meta.hint
  const aria = describedIds(id, Boolean(hint), error)
  const text = typeof value === 'string' ? value : ''

  if (meta.fromCalendar) return <FromCalendar label={label} />
  let control: ReactNode
  if (meta.kind === 'paragraphs') {
    control = <textarea id={id} className={`${textInput} min-h-32`} rows={5} value={text} onChange={(event) => change(path, event.target.value)} {...aria} />
  } else if (meta.kind === 'choice') {
    control = (
      <select id={id} className={textInput} value={text} onChange={(event) => change(path, event.target.value)} {...aria}>
        {Object.entries(meta.options ?? {}).map(([option, name]) => (
          <option key={option} value={option}>
            {name}
          </option>
        ))}
      </select>
    )
  } else if (meta.kind === 'year') {
    control = (
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className={`${textInput} max-w-40`}
        min={1900}
        max={2200}
        value={typeof value === 'number' ? value : ''}
        onChange={(event) => change(path, event.target.value === '' ? null : Number(event.target.value))}
        {...aria}
      />
    )
  } else {
    const type = INPUT_TYPES[meta.kind as keyof typeof INPUT_TYPES] ?? 'text'
    const narrow = type === 'time' || type === 'date'
    control = (
      <input
        id={id}
        type={type}
        className={narrow ? `${textInput} max-w-48` : textInput}
        value={text}
        autoComplete="off"
        spellCheck={type === 'text' ? undefined : false}
        onChange={(event) => change(path, event.target.value)}
        {...aria}
      />
    )
  }

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {control}
    </FieldFrame>
  )
}
