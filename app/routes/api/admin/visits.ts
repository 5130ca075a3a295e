import { createFileRoute } from '@tanstack/react-router'
import { handleVisitsReport } from '#server/analytics/http.ts'

export const Route = createFileRoute('/api/admin/visits')({
  server: { handlers: { GET: ({ request }) => handleVisitsReport(request) } },
})
