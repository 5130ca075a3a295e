import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { json } from '#server/http/responses.ts'
import { sendTest } from '#server/notices/sending.ts'

/** "Send a test to me": the notice to the signed-in administrator only. */
export const Route = createFileRoute('/api/admin/notices/$id/test')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: {
          middleware: [requireAdmin],
          handler: async ({ params, context }) => {
            await sendTest(params.id, context.admin.email)
            return json({ sentTo: context.admin.email }, { status: 202 })
          },
        },
      }),
  },
})
