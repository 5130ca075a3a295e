import type * as v from 'valibot'
import { FieldError, FieldHint, fieldsetFrame, legendText } from './FieldFrame'
import { useDocumentForm } from './form-context'
import { LeafField } from './LeafField'
import { ListField } from './ListField'
import { PhotoField } from './PhotoField'
import { editableEntriesOf, metaOf } from './field-shape'
import { dotPath, fieldId, getAt, type ValuePath } from './value-path'

/** The controls of a document's fields, generated from its schema. */
export function FieldsOf({ schema, path, value }: { schema: v.GenericSchema; path: ValuePath; value: unknown }) {
  return (
    <>
      {editableEntriesOf(schema).map(([key, field]) => (
        <FieldView key={key} schema={field} path={[...path, key]} value={getAt(value, [key])} />
      ))}
    </>
  )
}

/** One field of any kind; `label` replaces the schema's label, as a list numbers its items. */
export function FieldView({ schema, path, value, label }: { schema: v.GenericSchema; path: ValuePath; value: unknown; label?: string }) {
  const meta = metaOf(schema)
  const shownLabel = label ?? meta.label
  switch (meta.kind) {
    case 'group':
      return <GroupField schema={schema} path={path} value={value} label={shownLabel} hint={meta.hint} />
    case 'list':
      return <ListField schema={schema} meta={meta} path={path} value={value} label={shownLabel} renderItem={(item) => <FieldView {...item} />} />
    case 'photo':
      return <PhotoField meta={meta} path={path} value={value} label={shownLabel} />
    default:
      return <LeafField meta={meta} path={path} value={value} label={shownLabel} />
  }
}

function GroupField({ schema, path, value, label, hint }: { schema: v.GenericSchema; path: ValuePath; value: unknown; label: string; hint?: string }) {
  const { errors } = useDocumentForm()
  const id = fieldId(path)
  const error = errors[dotPath(path)]
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={fieldsetFrame(path)}
      aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
    >
      <legend className={legendText}>{label}</legend>
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
      <FieldError id={id} error={error} />
      <FieldsOf schema={schema} path={path} value={value} />
    </fieldset>
  )
}
