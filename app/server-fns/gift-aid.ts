import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { serverFunctionInput } from '#server/http/validate.ts'
import { giverDeclaration, wordingToShow } from '#server/giving/declarations/giver-page.ts'

/** The Gift Aid wording the public page shows now, with the church's name in place. */
export const getGiftAidWording = createServerFn({ method: 'GET' }).handler(() => wordingToShow())

const declarationQuery = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(100))) })

/** The declaration a giver's private link opens: theirs alone, never cached, its token kept out of any Referer. */
export const getGiverDeclaration = createServerFn({ method: 'GET' })
  .validator(serverFunctionInput(declarationQuery))
  .handler(async ({ data }) => {
    setResponseHeader('Cache-Control', 'no-store')
    setResponseHeader('Referrer-Policy', 'no-referrer')
    const declaration = await giverDeclaration(data.token)
    if (!declaration) setResponseStatus(404)
    return declaration
  })
