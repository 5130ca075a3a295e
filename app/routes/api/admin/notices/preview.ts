import { createFileRoute } from '@tanstack/react-router'
import { noticeSchema } from '~/lib/notices/notice-schema'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { json } from '#server/http/responses.ts'
import { parseJsonRequest } from '#server/http/validate.ts'
import { noticePreview } from '#server/notices/notice-email.ts'
import { NOTICE_BODY_LIMIT } from '#server/notices/notices.ts'

/** A notice as written, as a subscriber will receive it: the e-mail's HTML and plain text. */
export const Route = createFileRoute('/api/admin/notices/preview')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: {
          middleware: [requireAdmin],
          handler: async ({ request }) => json(await noticePreview(await parseJsonRequest(request, noticeSchema, NOTICE_BODY_LIMIT))),
        },
      }),
  },
})
