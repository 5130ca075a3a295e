import { createFileRoute } from '@tanstack/react-router'
import { seriesSchema } from '~/lib/calendar/series-schema'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { deleteSeries, SERIES_BODY_LIMIT, SERIES_NOT_FOUND, updateSeries } from '#server/calendar/series.ts'
import { NotFound } from '#server/errors.ts'
import { json } from '#server/http/responses.ts'
import { parseJsonRequest } from '#server/http/validate.ts'

export const Route = createFileRoute('/api/admin/series/$id')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        PUT: {
          middleware: [requireAdmin],
          handler: async ({ request, params, context }) => {
            const series = await parseJsonRequest(request, seriesSchema, SERIES_BODY_LIMIT)
            const updated = await updateSeries(params.id, series, context.admin.email)
            if (!updated) throw new NotFound(SERIES_NOT_FOUND)
            return json(updated)
          },
        },
        DELETE: {
          middleware: [requireAdmin],
          handler: async ({ params, context }) => {
            if (!(await deleteSeries(params.id, context.admin.email))) throw new NotFound(SERIES_NOT_FOUND)
            return json({ success: true })
          },
        },
      }),
  },
})
