import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { floodReport } from '#server/forms/flood-report.ts'
import { json } from '#server/http/responses.ts'

/** Whether the forms are under a flood now, how many submissions are set aside, and the latest hours of floods. */
export const Route = createFileRoute('/api/admin/flood-report')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: async () => json(await floodReport()) },
      }),
  },
})
