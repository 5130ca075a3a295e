import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseHeader } from '@tanstack/react-start/server'
import { secondStepChoices } from '#server/second-factor/http.ts'

/** Which second steps the admin waiting at /admin/second-factor has, or null when no sign-in is waiting. */
export const getSecondStepChoices = createServerFn({ method: 'GET' }).handler(async () => {
  setResponseHeader('Cache-Control', 'no-store')
  return secondStepChoices(getRequest())
})
