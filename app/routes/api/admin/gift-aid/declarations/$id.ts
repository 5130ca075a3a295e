import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { handleViewDeclaration } from '#server/giving/declarations/admin-http.ts'

export const Route = createFileRoute('/api/admin/gift-aid/declarations/$id')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: ({ params, context }) => handleViewDeclaration(params.id, context.admin) },
      }),
  },
})
