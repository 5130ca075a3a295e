import { createFileRoute } from '@tanstack/react-router'
import { noticeSchema } from '~/lib/notices/notice-schema'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { json } from '#server/http/responses.ts'
import { parseJsonRequest } from '#server/http/validate.ts'
import { createNotice, NOTICE_BODY_LIMIT, noticesOverview } from '#server/notices/notices.ts'

/** News by e-mail: how many people would receive it, the latest notices with their progress, and a new draft. */
export const Route = createFileRoute('/api/admin/notices')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: async () => json(await noticesOverview()) },
        POST: {
          middleware: [requireAdmin],
          handler: async ({ request, context }) => {
            const notice = await parseJsonRequest(request, noticeSchema, NOTICE_BODY_LIMIT)
            return json(await createNotice(notice, context.admin.email), { status: 201 })
          },
        },
      }),
  },
})
