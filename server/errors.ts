/** What a 400 names as at fault: a message per field, a list, or one line. */
export type ErrorDetails = string | string[] | Record<string, string>

/**
 * A request the site refuses, in the words the client is shown: thrown by handlers and domain
 * code alike, and turned into `{ error, details? }` with its status in one place (`refusalResponse`
 * in server/http/responses.ts, called by the edge rules and by the server functions' middleware).
 */
export class RequestRefused extends Error {
  /** Headers the answer carries; a handler may add one (a renewed session's cookie) as the refusal passes. */
  readonly headers: Headers

  constructor(
    message: string,
    readonly status: number,
    readonly details?: ErrorDetails,
    headers?: HeadersInit,
  ) {
    super(message)
    this.headers = new Headers(headers)
  }
}

/** What the client sent is at fault: 400 with the fields at fault, 408 too slow, 409, 413 too large, 415 the wrong type. */
export class BadRequest extends RequestRefused {
  declare readonly status: BadRequestStatus
  constructor(message: string, status: BadRequestStatus = 400, details?: ErrorDetails, headers?: HeadersInit) {
    super(message, status, details, headers)
  }
}

type BadRequestStatus = 400 | 408 | 409 | 413 | 415

/** 401: no session, or a sign-in that is over. */
export class NotSignedIn extends RequestRefused {
  constructor(message: string, headers?: HeadersInit) {
    super(message, 401, undefined, headers)
  }
}

/** 403: signed in, but not allowed this now. */
export class Forbidden extends RequestRefused {
  constructor(message: string, details?: ErrorDetails, headers?: HeadersInit) {
    super(message, 403, details, headers)
  }
}

/** 404: nothing answers to this path or id, whether the id is unknown or could never be one. */
export class NotFound extends RequestRefused {
  constructor(message: string) {
    super(message, 404)
  }
}

/** 405: this path takes other methods, named in Allow. */
export class MethodNotAllowed extends RequestRefused {
  constructor(allow: string) {
    super('Method not allowed', 405, undefined, { Allow: allow })
  }
}

/** 409: the change cannot be made in the state things are in. */
export class Conflict extends RequestRefused {
  constructor(message: string) {
    super(message, 409)
  }
}

/** 409 for a change made from an older version: the body carries the version as it is now (`current`), someone else's. */
export class VersionConflict extends Conflict {
  constructor(
    message: string,
    readonly current: unknown,
  ) {
    super(message)
  }
}

/** 410: a link that worked once and no longer does, with the reason in `details`. */
export class Gone extends RequestRefused {
  constructor(message: string, details?: ErrorDetails) {
    super(message, 410, details)
  }
}

/** 429: asked too often; Retry-After says when to ask again. */
export class TooManyRequests extends RequestRefused {
  constructor(message: string, retryAfterSeconds: number | string, details?: ErrorDetails) {
    super(message, 429, details, { 'Retry-After': String(retryAfterSeconds) })
  }
}

/** 503: the site cannot do this just now (busy, restarting, a service it relies on is down); never for what the client sent. */
export class Unavailable extends RequestRefused {
  constructor(message: string, retryAfterSeconds?: number | string) {
    super(message, 503, undefined, retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(retryAfterSeconds) })
  }
}
