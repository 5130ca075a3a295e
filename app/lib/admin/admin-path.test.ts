import { describe, expect, it } from 'vitest'
import { isAdminPath } from './admin-path.ts'

describe('isAdminPath', () => {
  it('is true for the admin pages and the admin API, and everything under them', () => {
    for (const path of ['/admin', '/admin/', '/admin/dashboard', '/api/admin', '/api/admin/', '/api/admin/messages/1/retry']) {
      expect(isAdminPath(path), path).toBe(true)
    }
  })

  it('is false for public paths, including those that only begin with the same letters', () => {
    for (const path of ['/', '/administration', '/admins', '/api/administer', '/api/events', '/api', '/sermons/admin', '/api/policy-files/upload']) {
      expect(isAdminPath(path), path).toBe(false)
    }
  })
})
