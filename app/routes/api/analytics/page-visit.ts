import { createFileRoute } from '@tanstack/react-router'
import { pageVisitSchema } from '../../../lib/schemas/page-visit'
import { recordPageVisit } from '../../../../server/analytics/page-visits.ts'
import { json } from '../../../../server/http.ts'
import { parseJsonRequest } from '../../../../server/validate.ts'

export const Route = createFileRoute('/api/analytics/page-visit')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const visit = await parseJsonRequest(request, pageVisitSchema, 8 * 1024)
        if (visit instanceof Response) return visit
        await recordPageVisit(visit)
        return json({ ok: true }, { status: 201 })
      },
    },
  },
})
