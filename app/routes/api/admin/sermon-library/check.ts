import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleLibraryCheck } from '#server/sermons/library/http.ts'

/** Checks the sermon library against the channel now, rather than at the next six-hourly check. */
export const Route = createFileRoute('/api/admin/sermon-library/check')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdmin], handler: ({ context }) => handleLibraryCheck(context.admin.email) },
      }),
  },
})
