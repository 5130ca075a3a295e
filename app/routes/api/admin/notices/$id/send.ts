import { createFileRoute } from '@tanstack/react-router'
import { sendNoticeSchema } from '~/lib/notices/notice-schema'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { json } from '#server/http/responses.ts'
import { parseJsonRequest } from '#server/http/validate.ts'
import { noticeById } from '#server/notices/notices.ts'
import { startSending } from '#server/notices/sending.ts'

/** "Send to N people": every confirmed subscriber, queued by the background job and sent at a steady pace. */
export const Route = createFileRoute('/api/admin/notices/$id/send')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: {
          middleware: [requireAdmin],
          handler: async ({ request, params, context }) => {
            const { recipients } = await parseJsonRequest(request, sendNoticeSchema, 1024)
            await startSending(params.id, recipients, context.admin.email)
            return json(await noticeById(params.id), { status: 202 })
          },
        },
      }),
  },
})
