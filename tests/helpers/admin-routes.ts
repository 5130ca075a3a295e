/** An id no row has, for admin routes that take one. */
export const SOME_ID = '00000000-0000-4000-8000-000000000000'
/** A photo id no photo has. */
const SOME_PHOTO = '0123456789abcdef0123456789abcdef'
/** A video id no sermon has. */
const SOME_VIDEO = 'noSuchVid00'
/** A day, for the routes of one date of a series. */
const SOME_DAY = '2026-12-01'
/** A content document and a version every install has, for the content routes. */
const SOME_DOCUMENT = '/api/admin/content/times'
const SOME_VERSION = '/versions/1'

/** Every API route that needs a signed-in administrator, with each method it answers. */
export const ADMIN_ROUTES: ReadonlyArray<readonly [method: string, path: string]> = [
  ['GET', '/api/events'],
  ['POST', '/api/events'],
  ['PUT', `/api/events/${SOME_ID}`],
  ['DELETE', `/api/events/${SOME_ID}`],
  ['GET', '/api/email-configurations'],
  ['POST', '/api/email-configurations'],
  ['DELETE', `/api/email-configurations/${SOME_ID}`],
  ['PATCH', '/api/christmas-settings'],
  ['GET', '/api/admin/audit-log'],
  ['GET', '/api/admin/outbox'],
  ['GET', '/api/admin/visits'],
  ['GET', '/api/admin/messages'],
  ['GET', '/api/admin/complaints'],
  ['POST', `/api/admin/complaints/${SOME_ID}/answered`],
  ['GET', '/api/admin/flood-report'],
  ['GET', '/api/admin/series'],
  ['POST', '/api/admin/series'],
  ['PUT', `/api/admin/series/${SOME_ID}`],
  ['DELETE', `/api/admin/series/${SOME_ID}`],
  ['PUT', `/api/admin/series/${SOME_ID}/exceptions`],
  ['DELETE', `/api/admin/series/${SOME_ID}/exceptions/${SOME_DAY}`],
  ['PUT', `/api/admin/series/${SOME_ID}/breaks`],
  ['DELETE', `/api/admin/series/${SOME_ID}/breaks/${SOME_DAY}`],
  ['POST', `/api/admin/series/${SOME_ID}/from-date`],
  ['PATCH', `/api/admin/messages/${SOME_ID}`],
  ['DELETE', `/api/admin/messages/${SOME_ID}`],
  ['POST', `/api/admin/messages/${SOME_ID}/retry`],
  ['POST', `/api/admin/messages/${SOME_ID}/move-to-inbox`],
  ['GET', '/api/policy-files'],
  ['POST', '/api/policy-files'],
  ['POST', '/api/policy-files/upload'],
  ['GET', '/api/admin/photos'],
  ['POST', '/api/admin/photos'],
  ['DELETE', `/api/admin/photos/${SOME_PHOTO}`],
  ['GET', '/api/admin/content'],
  ['GET', SOME_DOCUMENT],
  ['PUT', `${SOME_DOCUMENT}/draft`],
  ['DELETE', `${SOME_DOCUMENT}/draft`],
  ['POST', `${SOME_DOCUMENT}/publish`],
  ['GET', `${SOME_DOCUMENT}/versions`],
  ['GET', `${SOME_DOCUMENT}${SOME_VERSION}`],
  ['POST', `${SOME_DOCUMENT}${SOME_VERSION}/restore`],
  ['GET', '/api/admin/content/export'],
  ['POST', '/api/admin/content/import'],
  ['GET', '/api/admin/backups'],
  ['GET', '/api/admin/site-health'],
  ['GET', '/api/admin/backups/latest'],
  ['POST', '/api/admin/backups/latest'],
  ['GET', '/api/admin/account'],
  ['POST', '/api/admin/account/passkey-options'],
  ['POST', '/api/admin/account/passkeys'],
  ['DELETE', `/api/admin/account/passkeys/${SOME_ID}`],
  ['POST', '/api/admin/account/totp'],
  ['PUT', '/api/admin/account/totp'],
  ['DELETE', '/api/admin/account/totp'],
  ['POST', '/api/admin/account/recovery-codes'],
  ['POST', '/api/admin/account/password'],
  ['PUT', '/api/admin/account/name'],
  ['GET', '/api/admin/account/sessions'],
  ['DELETE', '/api/admin/account/sessions'],
  ['DELETE', `/api/admin/account/sessions/${SOME_ID}`],
  ['GET', '/api/admin/security-settings'],
  ['PUT', '/api/admin/security-settings'],
  ['GET', '/api/admin/administrators'],
  ['DELETE', `/api/admin/administrators/${SOME_ID}`],
  ['POST', '/api/admin/invitations'],
  ['DELETE', `/api/admin/invitations/${SOME_ID}`],
  ['POST', `/api/admin/invitations/${SOME_ID}/resend`],
  ['POST', '/api/admin/data-rights/search'],
  ['POST', '/api/admin/data-rights/export'],
  ['POST', '/api/admin/data-rights/erase'],
  ['GET', '/api/admin/notices'],
  ['POST', '/api/admin/notices'],
  ['POST', '/api/admin/notices/preview'],
  ['PUT', `/api/admin/notices/${SOME_ID}`],
  ['DELETE', `/api/admin/notices/${SOME_ID}`],
  ['POST', `/api/admin/notices/${SOME_ID}/test`],
  ['POST', `/api/admin/notices/${SOME_ID}/send`],
  ['GET', `/api/admin/notices/${SOME_ID}/deliveries`],
  ['GET', '/api/admin/gift-aid/declarations'],
  ['POST', '/api/admin/gift-aid/declarations'],
  ['GET', `/api/admin/gift-aid/declarations/${SOME_ID}`],
  ['POST', `/api/admin/gift-aid/declarations/${SOME_ID}/details`],
  ['POST', `/api/admin/gift-aid/declarations/${SOME_ID}/cancel`],
  ['GET', '/api/admin/gifts'],
  ['POST', '/api/admin/gifts'],
  ['POST', '/api/admin/gifts/import'],
  ['GET', '/api/admin/gifts/givers'],
  ['GET', '/api/admin/gifts/small-donations'],
  ['POST', '/api/admin/gifts/small-donations'],
  ['PUT', `/api/admin/gifts/${SOME_ID}/match`],
  ['GET', '/api/admin/gift-aid/claims'],
  ['POST', '/api/admin/gift-aid/claims'],
  ['GET', `/api/admin/gift-aid/claims/${SOME_ID}`],
  ['POST', `/api/admin/gift-aid/claims/${SOME_ID}/sent`],
  ['GET', `/api/admin/gift-aid/claims/${SOME_ID}/export`],
  ['GET', '/api/admin/sermon-library'],
  ['PUT', '/api/admin/sermon-library/settings'],
  ['GET', '/api/admin/sermons'],
  ['PATCH', `/api/admin/sermons/${SOME_VIDEO}`],
  ['POST', '/api/admin/sermons/confirm-suggested'],
  ['POST', '/api/admin/sermon-library/check'],
]

/** API routes open to everyone (a route may also have admin methods, listed above). */
export const PUBLIC_API_ROUTES: ReadonlySet<string> = new Set([
  '/api/$',
  '/api/admin/auth',
  // Accepting an invitation with a passkey: it needs the invitation's token, as no administrator exists yet.
  '/api/admin/invitation-passkey',
  '/api/admin/invitation-passkey/options',
  '/api/admin/login',
  '/api/admin/logout',
  // Sign-in with a passkey, and the second step after a password: they need a pending sign-in or a passkey, not a session.
  '/api/admin/passkey-sign-in',
  '/api/admin/passkey-sign-in/options',
  '/api/admin/second-factor',
  '/api/admin/second-factor/options',
  '/api/analytics/page-visit',
  '/api/christmas-settings',
  '/api/complaints',
  '/api/contact',
  '/api/events/upcoming',
  '/api/gift-aid/declarations',
  '/api/hall-hire',
  '/api/latest-sermon',
  '/api/latest-short',
  '/api/photos/$id/$file',
  '/api/policy-files/$policyType',
  '/api/policy-files/$policyType/download',
  '/api/recent-sermons',
  '/api/sermon-thumbnails/$videoId/$size',
  '/api/stay-in-touch',
])

/** The route pattern of an admin route's path, as app/routeTree.gen.ts names it. */
export const routePattern = (path: string) =>
  path
    .replace(SOME_ID, '$id')
    .replace(SOME_PHOTO, '$id')
    .replace(SOME_VIDEO, '$videoId')
    .replace(`breaks/${SOME_DAY}`, 'breaks/$from')
    .replace(SOME_DAY, '$date')
    .replace(SOME_DOCUMENT, '/api/admin/content/$key')
    .replace(SOME_VERSION, '/versions/$version')
