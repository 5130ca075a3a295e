import { createFileRoute } from '@tanstack/react-router'
import { seriesSchema } from '~/lib/calendar/series-schema'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { createSeries, listSeries, SERIES_BODY_LIMIT } from '#server/calendar/series.ts'
import { json } from '#server/http/responses.ts'
import { parseJsonRequest } from '#server/http/validate.ts'

/** The calendar's series: every one with its exceptions, and a new one. */
export const Route = createFileRoute('/api/admin/series')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: async () => json(await listSeries()) },
        POST: {
          middleware: [requireAdmin],
          handler: async ({ request, context }) => {
            const series = await parseJsonRequest(request, seriesSchema, SERIES_BODY_LIMIT)
            return json(await createSeries(series, context.admin.email), { status: 201 })
          },
        },
      }),
  },
})
