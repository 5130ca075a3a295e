import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { env } from '#server/env.ts'
import { submissionCeilingStatus } from '#server/forms/ceiling.ts'
import { json } from '#server/http.ts'

/** The site-wide hourly ceiling on stored form submissions: this hour's count, and when it last refused any. */
export const Route = createFileRoute('/api/admin/submission-ceiling')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: async () => json(await submissionCeilingStatus(env().FORM_SUBMISSIONS_PER_HOUR)) },
      }),
  },
})
