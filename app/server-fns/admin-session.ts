import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseHeader } from '@tanstack/react-start/server'
import { currentAdmin } from '#server/auth/require-admin.ts'

/** The signed-in admin's e-mail, or null: what the dashboard's page asks the server before it is served. */
export const getSignedInAdmin = createServerFn({ method: 'GET' }).handler(async (): Promise<{ email: string } | null> => {
  setResponseHeader('Cache-Control', 'no-store')
  const admin = await currentAdmin(getRequest())
  return admin ? { email: admin.email } : null
})
