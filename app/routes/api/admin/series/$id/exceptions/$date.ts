import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { removeSeriesException } from '#server/calendar/series.ts'
import { NotFound } from '#server/errors.ts'
import { json } from '#server/http/responses.ts'

/** One date of a series back as its pattern has it. */
export const Route = createFileRoute('/api/admin/series/$id/exceptions/$date')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        DELETE: {
          middleware: [requireAdmin],
          handler: async ({ params, context }) => {
            if (!(await removeSeriesException(params.id, params.date, context.admin.email))) throw new NotFound('Nothing was changed on that date')
            return json({ success: true })
          },
        },
      }),
  },
})
