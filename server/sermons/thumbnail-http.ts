import { isThumbnailSize, VIDEO_ID_PATTERN } from '../../app/lib/sermons/youtube.ts'
import { env } from '../env.ts'
import { BadRequest, NotFound, TooManyRequests } from '../errors.ts'
import { clientAddress } from '../http/responses.ts'
import { addressBucket, hitRateLimit } from '../security/rate-limit.ts'
import { getThumbnail } from './thumbnails.ts'

/**
 * The window of SERMON_THUMBNAILS_RATE_LIMIT (1,200 by default): a congregation of 150 behind one
 * church or home router, each opening the sermons page, stays well below it; browsers keep each image a week.
 */
const THUMBNAIL_WINDOW_SECONDS = 10 * 60

/** GET /api/sermon-thumbnails/<videoId>/<size>: a thumbnail of one of the church's own videos. */
export async function handleThumbnailRequest(request: Request, videoId: string, size: string): Promise<Response> {
  if (!VIDEO_ID_PATTERN.test(videoId) || !isThumbnailSize(size)) {
    throw new BadRequest('Expected an 11-character video id and a size of default, medium, high, standard or maxres')
  }
  const budget = await hitRateLimit(addressBucket('sermon-thumbnails', clientAddress(request)), env().SERMON_THUMBNAILS_RATE_LIMIT, THUMBNAIL_WINDOW_SECONDS)
  if (!budget.allowed) throw new TooManyRequests('Too many thumbnail requests from this address. Please wait and try again.', budget.retryAfterSeconds)
  const thumbnail = await getThumbnail(videoId, size)
  if (!thumbnail) throw new NotFound('No thumbnail: this is not one of the church’s videos')
  return new Response(thumbnail.image, {
    headers: {
      'Content-Type': thumbnail.contentType,
      'Content-Length': String(thumbnail.image.byteLength),
      'Cache-Control': thumbnail.cacheControl,
    },
  })
}
