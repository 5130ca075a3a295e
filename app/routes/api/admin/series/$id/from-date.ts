import { createFileRoute } from '@tanstack/react-router'
import { seriesSchema } from '~/lib/calendar/series-schema'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { changeSeriesFrom, SERIES_BODY_LIMIT, SERIES_NOT_FOUND } from '#server/calendar/series.ts'
import { NotFound } from '#server/errors.ts'
import { json } from '#server/http/responses.ts'
import { parseJsonRequest } from '#server/http/validate.ts'

/** A series changed from a date on (the body's first date): the old one ends the day before, a new one starts. */
export const Route = createFileRoute('/api/admin/series/$id/from-date')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: {
          middleware: [requireAdmin],
          handler: async ({ request, params, context }) => {
            const series = await parseJsonRequest(request, seriesSchema, SERIES_BODY_LIMIT)
            const changed = await changeSeriesFrom(params.id, series, context.admin.email)
            if (!changed) throw new NotFound(SERIES_NOT_FOUND)
            return json(changed, { status: 201 })
          },
        },
      }),
  },
})
