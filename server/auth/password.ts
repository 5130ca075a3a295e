import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2'

const MIN_PASSWORD_LENGTH = 12
/** Longer inputs only cost hashing time; no real password is this long. */
const MAX_PASSWORD_LENGTH = 1000

/** OWASP's first choice: argon2id, 19 MiB, two passes, one lane. */
const ARGON2ID: Options = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 }

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`
  return null
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined

/**
 * Checks a password against a throwaway hash of the same cost, so that signing in with an
 * unknown e-mail takes as long as a wrong password and does not reveal who has an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password for unknown accounts')
  await verifyPassword(await dummyHash, password)
  return false
}
