import { useBlocker } from '@tanstack/react-router'
import type * as v from 'valibot'
import type { ContentKey } from '~/content/documents/keys'
import { ConflictPanel } from './ConflictPanel'
import { contentChanges } from '~/lib/content/diff'
import type { DocumentState } from '~/lib/content/admin-api'
import { EditorActions } from './EditorActions'
import { ErrorSummary } from './ErrorSummary'
import { FieldsOf } from './FieldView'
import { DocumentFormProvider } from './form-context'
import { HistorySection } from './HistorySection'
import { StatusLine } from './StatusLine'
import { contentOf, useDocumentEditor } from './use-document-editor'

const LEAVE_QUESTION = 'Your changes to this document are not saved. Leave the page and lose them?'

type Definition = { title: string; previewPath: string; schema: v.GenericSchema }

/** One document's form, generated from its schema, with its actions, conflicts and history. */
export function DocumentEditor({ documentKey, definition, loaded }: { documentKey: ContentKey; definition: Definition; loaded: DocumentState }) {
  const editor = useDocumentEditor(documentKey, definition.schema, loaded)
  const formId = `content-form-${documentKey}`

  useBlocker({
    shouldBlockFn: () => editor.dirty && !window.confirm(LEAVE_QUESTION),
    enableBeforeUnload: () => editor.dirty,
  })

  return (
    <div className="space-y-6">
      <StatusLine ref={editor.targets.status} state={editor.state} dirty={editor.dirty} event={editor.event} />
      {editor.problem ? (
        <div ref={editor.targets.problem} tabIndex={-1} role="alert" className="rounded-lg bg-red-50 px-4 py-3 font-semibold text-red-900">
          {editor.problem}
        </div>
      ) : null}
      {editor.conflict ? (
        <ConflictPanel
          headingRef={editor.targets.conflict}
          message={editor.conflict.error}
          changes={contentChanges(definition.schema, contentOf(editor.conflict.current), editor.form)}
          onTakeTheirs={editor.takeTheirs}
          onKeepMine={editor.keepMine}
        />
      ) : null}
      <ErrorSummary ref={editor.targets.summary} errors={editor.errors} schema={definition.schema} />
      <section aria-labelledby="form-title" className="rounded-2xl border border-cream-200 bg-white px-side py-4 wrap-anywhere shadow-sm sm:p-6">
        <h2 id="form-title" className="font-serif text-2xl font-bold text-wine-900">
          {definition.title}
        </h2>
        <form
          id={formId}
          noValidate
          className="mt-5 space-y-5"
          onSubmit={(event) => {
            event.preventDefault()
            if (!editor.busy) void editor.save()
          }}
        >
          <div id="field-document" tabIndex={-1} className="space-y-5">
            <DocumentFormProvider value={{ errors: editor.errors, change: editor.change, schema: definition.schema }}>
              <FieldsOf schema={definition.schema} path={[]} value={editor.form} />
            </DocumentFormProvider>
          </div>
        </form>
        <div className="mt-6 border-t border-cream-200 pt-5">
          <EditorActions
            formId={formId}
            previewPath={definition.previewPath}
            state={editor.state}
            dirty={editor.dirty}
            busy={editor.busy}
            onPublish={editor.publish}
            onDiscard={editor.discard}
            focusAfter={editor.focusAfterDialog}
          />
        </div>
      </section>
      <HistorySection
        documentKey={documentKey}
        publishedVersion={editor.state.published.version}
        hasDraft={editor.state.draft !== null}
        dirty={editor.dirty}
        busy={editor.busy}
        onRestore={editor.restore}
        focusAfter={editor.focusAfterDialog}
      />
    </div>
  )
}
