import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader, setResponseHeader } from '@tanstack/react-start/server'
import * as v from 'valibot'
import type { FormOutcome } from '~/lib/forms/form-outcome'
import { FORM_TYPES } from '~/lib/forms/forms'
import { PRIVATE_OUTCOME, readFlash, readFlashToken } from '#server/forms/flash.ts'
import { keepRenderPrivate } from '#server/render/stand-ins.ts'
import { serverFunctionInput } from '#server/http/validate.ts'

const lookupSchema = v.strictObject({ formType: v.picklist(FORM_TYPES), id: v.pipe(v.string(), v.uuid()) })

/**
 * The outcome of a form this browser posted without JavaScript, for the page it was sent back
 * to. Null when there is none, it belongs to another browser, or it has expired. The page that
 * asks may show the visitor's own words back, so it is never stored by any cache.
 */
export const getFormResult = createServerFn({ method: 'GET' })
  .validator(serverFunctionInput(lookupSchema))
  .handler(async ({ data }): Promise<FormOutcome | null> => {
    setResponseHeader('Cache-Control', PRIVATE_OUTCOME)
    keepRenderPrivate()
    const token = readFlashToken(getRequestHeader('Cookie') ?? null)
    return readFlash(data.formType, data.id, token).catch((error: unknown) => {
      console.error('A form result could not be read', error)
      return null
    })
  })
