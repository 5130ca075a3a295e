import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleLatestBackupDownload } from '#server/backup/http.ts'

export const Route = createFileRoute('/api/admin/backups/latest')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: ({ context }) => handleLatestBackupDownload(context.admin) },
      }),
  },
})
