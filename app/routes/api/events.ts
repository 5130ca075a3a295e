import { createFileRoute } from '@tanstack/react-router'
import { eventSchema } from '~/lib/events/event-schema'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { createEvent, listAllEvents } from '#server/events/admin-events.ts'
import { json } from '#server/http/responses.ts'
import { parseJsonRequest } from '#server/http/validate.ts'

const EVENT_BODY_LIMIT = 32 * 1024

export const Route = createFileRoute('/api/events')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: async () => json(await listAllEvents()) },
        POST: {
          middleware: [requireAdmin],
          handler: async ({ request, context }) => {
            const event = await parseJsonRequest(request, eventSchema, EVENT_BODY_LIMIT)
            return json(await createEvent(event, context.admin.email), { status: 201 })
          },
        },
      }),
  },
})
