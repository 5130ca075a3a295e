import { createFileRoute } from '@tanstack/react-router'
import { eventSchema } from '~/lib/schemas/event'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { createEvent, listAllEvents } from '#server/events/admin-events.ts'
import { json } from '#server/http.ts'
import { parseJsonRequest } from '#server/validate.ts'

const EVENT_BODY_LIMIT = 32 * 1024

export const Route = createFileRoute('/api/events')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const admin = await requireAdmin(request)
        if (admin instanceof Response) return admin
        return json(await listAllEvents())
      },
      POST: async ({ request }) => {
        const admin = await requireAdmin(request)
        if (admin instanceof Response) return admin
        const event = await parseJsonRequest(request, eventSchema, EVENT_BODY_LIMIT)
        if (event instanceof Response) return event
        return json(await createEvent(event, admin.email), { status: 201 })
      },
    },
  },
})
