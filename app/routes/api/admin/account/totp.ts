import { createFileRoute } from '@tanstack/react-router'
import { confirmTotpResponse, startTotpResponse, turnOffTotpResponse } from '#server/account/http.ts'
import { requireAdminSession } from '#server/auth/require-admin.ts'

// POST starts a set-up (a new secret), PUT confirms it with a code, DELETE turns the app off.
export const Route = createFileRoute('/api/admin/account/totp')({
  server: {
    handlers: ({ createHandlers }) =>
      createHandlers({
        POST: { middleware: [requireAdminSession], handler: ({ request, context }) => startTotpResponse(request, context.session) },
        PUT: { middleware: [requireAdminSession], handler: ({ request, context }) => confirmTotpResponse(request, context.session) },
        DELETE: { middleware: [requireAdminSession], handler: ({ request, context }) => turnOffTotpResponse(request, context.session) },
      }),
  },
})
