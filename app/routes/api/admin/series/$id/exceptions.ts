import { createFileRoute } from '@tanstack/react-router'
import { exceptionSchema } from '~/lib/calendar/exception-schema'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { SERIES_NOT_FOUND, setSeriesException } from '#server/calendar/series.ts'
import { NotFound } from '#server/errors.ts'
import { json } from '#server/http/responses.ts'
import { parseJsonRequest } from '#server/http/validate.ts'

const EXCEPTION_BODY_LIMIT = 4 * 1024

/** One date of a series cancelled or changed; what was said of that date before is replaced. */
export const Route = createFileRoute('/api/admin/series/$id/exceptions')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        PUT: {
          middleware: [requireAdmin],
          handler: async ({ request, params, context }) => {
            const exception = await parseJsonRequest(request, exceptionSchema, EXCEPTION_BODY_LIMIT)
            const series = await setSeriesException(params.id, exception, context.admin.email)
            if (!series) throw new NotFound(SERIES_NOT_FOUND)
            return json(series)
          },
        },
      }),
  },
})
