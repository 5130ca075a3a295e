import { randomInt } from 'node:crypto'
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { sql } from '../../db/client.ts'

const ALGORITHM = 'SHA-256'
/**
 * The work asked: the browser tries counters from 0 until one gives the key's prefix, so it hashes
 * about the chosen counter's number of times. A phone does this in well under a second; a flood
 * that wants its posts stored does it again for each one.
 */
const COUNTER_RANGE = [10_000, 30_000] as const
/** How long a challenge can be answered. */
const VALID_MS = 10 * 60_000

async function challengeKey(): Promise<string> {
  const [row] = await sql()<{ value: string }[]>`select value from install_secrets where name = 'form_challenge_key'`
  if (!row) throw new Error('The install has no form_challenge_key: run the migrations')
  return row.value
}

/** A signed challenge for a browser to solve before its form is taken during a flood. */
export async function newFormChallenge(): Promise<Challenge> {
  const key = await challengeKey()
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(...COUNTER_RANGE),
    deriveKey,
    expiresAt: new Date(Date.now() + VALID_MS),
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: key,
  })
}

type Proof = Pick<Parameters<typeof verifySolution>[0], 'challenge' | 'solution'>

function readProof(value: unknown): Proof | null {
  if (typeof value !== 'string' || value.length > 4096) return null
  try {
    const proof = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Proof
    const { challenge, solution } = proof ?? {}
    if (typeof challenge?.signature !== 'string' || typeof challenge.parameters !== 'object' || typeof solution?.counter !== 'number') return null
    return { challenge, solution }
  } catch {
    return null
  }
}

/**
 * Whether `value` (a form's `proof` field: base64 of the challenge with its solution) solves one of
 * this site's challenges, unexpired and never used before. A proof is spent by the post it comes with.
 */
export async function acceptFormProof(value: unknown): Promise<boolean> {
  const proof = readProof(value)
  if (!proof) return false
  const key = await challengeKey()
  const result = await verifySolution({ ...proof, deriveKey, hmacSignatureSecret: key, hmacKeySignatureSecret: key }).catch(() => null)
  if (!result?.verified) return false
  const expiresAt = new Date((proof.challenge.parameters.expiresAt ?? 0) * 1000)
  const [fresh] = await sql()`
    insert into used_form_challenges (signature, expires_at) values (${proof.challenge.signature!}, ${expiresAt})
    on conflict (signature) do nothing returning signature`
  return fresh !== undefined
}

/** Forgets spent challenges once they could no longer be answered anyway. */
export async function pruneUsedFormChallenges(): Promise<number> {
  return (await sql()`delete from used_form_challenges where expires_at < now()`).count
}
