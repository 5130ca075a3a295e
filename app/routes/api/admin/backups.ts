import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleBackupStatus } from '#server/backup/http.ts'

export const Route = createFileRoute('/api/admin/backups')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: ({ context }) => handleBackupStatus(context.session) },
      }),
  },
})
