import { startFakeResend } from './resend.ts'
import type { RunningFake } from './running-fake.ts'
import { startFakeS3 } from './s3.ts'
import { startYouTubeFake } from './youtube.ts'

const fakes: Array<() => Promise<RunningFake>> = [startFakeResend, startFakeS3, startYouTubeFake]

/** Fake third parties on loopback, started together for the end-to-end run. */
export async function startFakes(): Promise<RunningFake> {
  const running = await Promise.all(fakes.map((start) => start()))
  return {
    env: Object.assign({}, ...running.map((fake) => fake.env)),
    stop: async () => {
      await Promise.all(running.map((fake) => fake.stop()))
    },
  }
}
