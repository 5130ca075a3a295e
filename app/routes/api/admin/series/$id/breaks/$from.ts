import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { removeSeriesBreak } from '#server/calendar/series.ts'
import { NotFound } from '#server/errors.ts'
import { json } from '#server/http/responses.ts'

/** A series' break removed: it meets again on those dates. */
export const Route = createFileRoute('/api/admin/series/$id/breaks/$from')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        DELETE: {
          middleware: [requireAdmin],
          handler: async ({ params, context }) => {
            if (!(await removeSeriesBreak(params.id, params.from, context.admin.email))) throw new NotFound('No break starts on that date')
            return json({ success: true })
          },
        },
      }),
  },
})
