import { createFileRoute } from '@tanstack/react-router'
import { noticeSchema } from '~/lib/notices/notice-schema'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { json } from '#server/http/responses.ts'
import { parseJsonRequest } from '#server/http/validate.ts'
import { deleteDraft, NOTICE_BODY_LIMIT, updateDraft } from '#server/notices/notices.ts'

export const Route = createFileRoute('/api/admin/notices/$id')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        PUT: {
          middleware: [requireAdmin],
          handler: async ({ request, params }) => json(await updateDraft(params.id, await parseJsonRequest(request, noticeSchema, NOTICE_BODY_LIMIT))),
        },
        DELETE: {
          middleware: [requireAdmin],
          handler: async ({ params, context }) => {
            await deleteDraft(params.id, context.admin.email)
            return json({ success: true })
          },
        },
      }),
  },
})
