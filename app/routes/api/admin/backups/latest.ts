import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleLatestBackupDownload } from '#server/backup/http.ts'

// GET downloads after a recent sign-in; POST with { password } after typing the password again.
export const Route = createFileRoute('/api/admin/backups/latest')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: ({ request, context }) => handleLatestBackupDownload(request, context.session) },
        POST: { middleware: [requireAdmin], handler: ({ request, context }) => handleLatestBackupDownload(request, context.session) },
      }),
  },
})
