import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleListComplaints } from '#server/complaints/http.ts'

/** The complaints about personal data, for the dashboard. */
export const Route = createFileRoute('/api/admin/complaints')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: () => handleListComplaints() },
      }),
  },
})
