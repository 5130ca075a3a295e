import { createFileRoute } from '@tanstack/react-router'
import { eventSchema } from '~/lib/schemas/event'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { deleteEvent, updateEvent } from '#server/events/admin-events.ts'
import { errorResponse, json } from '#server/http.ts'
import { parseJsonRequest } from '#server/validate.ts'

const EVENT_BODY_LIMIT = 32 * 1024
const NOT_FOUND = 'Event not found'

export const Route = createFileRoute('/api/events/$id')({
  server: {
    handlers: {
      PUT: async ({ request, params }) => {
        const admin = await requireAdmin(request)
        if (admin instanceof Response) return admin
        const event = await parseJsonRequest(request, eventSchema, EVENT_BODY_LIMIT)
        if (event instanceof Response) return event
        const updated = await updateEvent(params.id, event, admin.email)
        return updated ? json(updated) : errorResponse(404, NOT_FOUND)
      },
      DELETE: async ({ request, params }) => {
        const admin = await requireAdmin(request)
        if (admin instanceof Response) return admin
        return (await deleteEvent(params.id, admin.email)) ? json({ success: true }) : errorResponse(404, NOT_FOUND)
      },
    },
  },
})
