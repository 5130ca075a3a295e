import { sql } from '../../../db/client.ts'
import type { Queryable } from '../../../db/queryable.ts'

/** Longer than a whole first import can take (about 25 calls with a 10 s timeout each, and the podcast). */
const LEASE_SECONDS = 10 * 60
/** Upcoming and live videos are asked about on their own at most this often. */
export const AWAITED_RECHECK_SECONDS = 24 * 60 * 60
/** The most passed-over uploads remembered: a later check only reads the top of the uploads playlist. */
const PASSED_OVER_KEPT = 500

export type LibraryState = {
  complete: boolean
  resume_playlist: string | null
  resume_page_token: string | null
  uploads_covered_until: Date | null
  passed_over_video_ids: string[]
  awaited_video_ids: string[]
  awaited_due: boolean
  last_error: string | null
  podcast_checked_at: Date | null
  podcast_checked_url: string | null
}

/** Takes the one-check-at-a-time lease of the channel's library; undefined when another check holds it. */
export async function claimLibraryLease(channelId: string): Promise<LibraryState | undefined> {
  await sql()`insert into sermon_library_state (channel_id) values (${channelId}) on conflict (channel_id) do nothing`
  const [state] = await sql()<LibraryState[]>`
    update sermon_library_state set lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where channel_id = ${channelId} and (lease_until is null or lease_until <= now())
    returning complete, resume_playlist, resume_page_token, uploads_covered_until, passed_over_video_ids, awaited_video_ids,
      coalesce(awaited_checked_at <= now() - make_interval(secs => ${AWAITED_RECHECK_SECONDS}), true) as awaited_due,
      last_error, podcast_checked_at, podcast_checked_url`
  return state
}

export async function releaseLibraryLease(channelId: string): Promise<void> {
  await sql()`update sermon_library_state set lease_until = null where channel_id = ${channelId}`
}

/** Where a first import goes on from next time, stored with the page it has just imported. */
export async function recordImportProgress(
  channelId: string,
  progress: { resumePlaylist: string | null; resumePageToken: string | null; complete: boolean; awaited: string[]; passedOver: string[] },
  tx: Queryable,
): Promise<void> {
  await tx`
    update sermon_library_state set
      resume_playlist = ${progress.resumePlaylist}, resume_page_token = ${progress.resumePageToken}, complete = ${progress.complete},
      awaited_video_ids = array(select distinct unnest(awaited_video_ids || ${progress.awaited}::text[])),
      awaited_checked_at = now(),
      passed_over_video_ids = (${progress.passedOver}::text[] || passed_over_video_ids)[1:${PASSED_OVER_KEPT}]
    where channel_id = ${channelId}`
}

export async function recordUploadsCoveredFrom(channelId: string, since: Date): Promise<void> {
  await sql()`update sermon_library_state set uploads_covered_until = coalesce(uploads_covered_until, ${since}) where channel_id = ${channelId}`
}

/** What a later check learnt of uploads that are not sermons: passed over for good, or still awaited. */
export async function recordUploadsSeen(
  channelId: string,
  seen: { passedOver: string[]; awaited: string[]; awaitedAsked: boolean },
  tx: Queryable,
): Promise<void> {
  await tx`
    update sermon_library_state set
      passed_over_video_ids = (${seen.passedOver}::text[] || passed_over_video_ids)[1:${PASSED_OVER_KEPT}],
      awaited_video_ids = ${seen.awaited},
      awaited_checked_at = case when ${seen.awaitedAsked} then now() else awaited_checked_at end
    where channel_id = ${channelId}`
}

/** A check's end: its calls counted, and its error (null after a success) recorded. */
export async function recordCheckEnd(channelId: string, calls: number, error: { message: string; quota: boolean } | null): Promise<void> {
  await sql()`
    update sermon_library_state set
      last_checked_at = now(),
      last_success_at = case when ${error === null} then now() else last_success_at end,
      last_error = ${error?.message ?? null},
      quota_exceeded_at = case when ${error?.quota ?? false} then now() else quota_exceeded_at end,
      last_check_calls = ${calls},
      total_calls = total_calls + ${calls}
    where channel_id = ${channelId}`
}

export async function recordPodcastCheck(channelId: string, url: string, error: string | null): Promise<void> {
  await sql()`
    update sermon_library_state set podcast_checked_at = now(), podcast_checked_url = ${url}, podcast_error = ${error}
    where channel_id = ${channelId}`
}
