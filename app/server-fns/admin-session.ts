import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseHeader } from '@tanstack/react-start/server'
import { mustSetUpSecondFactor } from '#server/auth/factors.ts'
import { currentAdmin } from '#server/auth/require-admin.ts'

/** The signed-in admin's e-mail and whether a required second factor is still to be set up, or null: what the dashboard's page asks the server before it is served. */
export const getSignedInAdmin = createServerFn({ method: 'GET' }).handler(async (): Promise<{ email: string; mustSetUpSecondFactor: boolean } | null> => {
  setResponseHeader('Cache-Control', 'no-store')
  const admin = await currentAdmin(getRequest())
  return admin ? { email: admin.email, mustSetUpSecondFactor: await mustSetUpSecondFactor(admin.id) } : null
})
