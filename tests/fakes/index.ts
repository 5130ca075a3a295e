import { startFakeResend } from './resend.ts'
import { startFakeS3 } from './s3.ts'
import { startYouTubeFake } from './youtube.ts'

/**
 * Fake third parties on loopback, started for the end-to-end run. Each fake returns the
 * environment variables that point the server at it, and a stop function.
 */
export type RunningFake = { env: Record<string, string>; stop: () => Promise<void> }

const fakes: Array<() => Promise<RunningFake>> = [startFakeResend, startFakeS3, startYouTubeFake]

export async function startFakes(): Promise<RunningFake> {
  const running = await Promise.all(fakes.map((start) => start()))
  return {
    env: Object.assign({}, ...running.map((fake) => fake.env)),
    stop: async () => {
      await Promise.all(running.map((fake) => fake.stop()))
    },
  }
}
