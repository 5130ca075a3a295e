import { createFileRoute } from '@tanstack/react-router'
import { recentAuditEntries } from '#server/audit/audit-log.ts'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { json } from '#server/http/responses.ts'

export const Route = createFileRoute('/api/admin/audit-log')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: async () => json(await recentAuditEntries(50)) },
      }),
  },
})
