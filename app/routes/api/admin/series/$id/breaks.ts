import { createFileRoute } from '@tanstack/react-router'
import { breakSchema } from '~/lib/calendar/break-schema'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { SERIES_NOT_FOUND, setSeriesBreak } from '#server/calendar/series.ts'
import { NotFound } from '#server/errors.ts'
import { json } from '#server/http/responses.ts'
import { parseJsonRequest } from '#server/http/validate.ts'

const BREAK_BODY_LIMIT = 4 * 1024

/** A series on a break for a range of dates; a break from the same date is replaced. */
export const Route = createFileRoute('/api/admin/series/$id/breaks')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        PUT: {
          middleware: [requireAdmin],
          handler: async ({ request, params, context }) => {
            const pause = await parseJsonRequest(request, breakSchema, BREAK_BODY_LIMIT)
            const series = await setSeriesBreak(params.id, pause, context.admin.email)
            if (!series) throw new NotFound(SERIES_NOT_FOUND)
            return json(series)
          },
        },
      }),
  },
})
