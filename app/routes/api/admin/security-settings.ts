import { createFileRoute } from '@tanstack/react-router'
import { secondFactorSettingResponse } from '#server/account/http.ts'
import { secondFactorRequirement } from '#server/auth/factors.ts'
import { requireAdmin } from '#server/auth/require-admin.ts'
import { json } from '#server/http/responses.ts'

export const Route = createFileRoute('/api/admin/security-settings')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        GET: { middleware: [requireAdmin], handler: async () => json(await secondFactorRequirement()) },
        PUT: { middleware: [requireAdmin], handler: ({ request, context }) => secondFactorSettingResponse(request, context.admin) },
      }),
  },
})
