import { createFileRoute } from '@tanstack/react-router'
import { adminSignInSchema } from '~/lib/admin/sign-in-schema'
import { signInResponse, signIn } from '#server/auth/http.ts'
import { parseJsonRequest } from '#server/http/validate.ts'

export const Route = createFileRoute('/api/admin/login')({
  server: {
    handlers: {
      POST: async ({ request }) => signInResponse(await signIn(request, await parseJsonRequest(request, adminSignInSchema, 8 * 1024))),
    },
  },
})
