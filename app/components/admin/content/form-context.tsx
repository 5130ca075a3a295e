import { createContext, useContext } from 'react'
import type * as v from 'valibot'
import type { FieldErrors } from '~/lib/forms/validation'
import type { ValuePath } from './value-path'

export type DocumentFormContext = {
  /** The message of each field that failed, by dot path. */
  errors: FieldErrors
  change: (path: ValuePath, next: unknown) => void
  /** The document's schema, to tell where a field sits. */
  schema: v.GenericSchema
}

const Context = createContext<DocumentFormContext | null>(null)

export const DocumentFormProvider = Context.Provider

export function useDocumentForm(): DocumentFormContext {
  const context = useContext(Context)
  if (!context) throw new Error('A document field is rendered outside its form')
  return context
}
