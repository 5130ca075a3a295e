import { createFileRoute } from '@tanstack/react-router'
import { recentAuditEntries } from '#server/audit/audit-log.ts'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { json } from '#server/http.ts'

export const Route = createFileRoute('/api/admin/audit-log')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const admin = await requireAdmin(request)
        if (admin instanceof Response) return admin
        return json(await recentAuditEntries(50))
      },
    },
  },
})
