import { createFileRoute } from '@tanstack/react-router'
import { eventSchema } from '~/lib/events/event-schema'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { deleteEvent, updateEvent } from '#server/events/admin-events.ts'
import { NotFound } from '#server/errors.ts'
import { json } from '#server/http/responses.ts'
import { parseJsonRequest } from '#server/http/validate.ts'

const EVENT_BODY_LIMIT = 32 * 1024
const NOT_FOUND = 'Event not found'

export const Route = createFileRoute('/api/events/$id')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        PUT: {
          middleware: [requireAdmin],
          handler: async ({ request, params, context }) => {
            const event = await parseJsonRequest(request, eventSchema, EVENT_BODY_LIMIT)
            const updated = await updateEvent(params.id, event, context.admin.email)
            if (!updated) throw new NotFound(NOT_FOUND)
            return json(updated)
          },
        },
        DELETE: {
          middleware: [requireAdmin],
          handler: async ({ params, context }) => {
            if (!(await deleteEvent(params.id, context.admin.email))) throw new NotFound(NOT_FOUND)
            return json({ success: true })
          },
        },
      }),
  },
})
