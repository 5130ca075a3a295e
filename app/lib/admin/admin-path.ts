/** Where the admin's pages and the admin API begin. */
export const ADMIN_PATH_ROOTS = ['/admin', '/api/admin'] as const

/** True for `/admin`, `/api/admin` and every path under them: private, never indexed, never counted. */
export function isAdminPath(pathname: string): boolean {
  return ADMIN_PATH_ROOTS.some((root) => pathname === root || pathname.startsWith(`${root}/`))
}
