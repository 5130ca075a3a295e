import { describe, expect, it, vi } from 'vitest'
import { renderNotingStandIns, reportStandIn } from './stand-ins.ts'

describe('stand-ins in a render', () => {
  it('marks the render whose work reported a stand-in, however deep in its promises', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = await renderNotingStandIns(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      await Promise.resolve().then(() => reportStandIn('Events unavailable', new Error('down')))
      return 'page'
    })
    const clean = await renderNotingStandIns(async () => 'page')
    expect(failing.result).toBe('page')
    expect(failing.degraded()).toBe(true)
    expect(clean.degraded()).toBe(false)
  })

  it('keeps concurrent renders apart', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const slowClean = renderNotingStandIns(() => new Promise((resolve) => setTimeout(() => resolve('a'), 20)))
    const failing = renderNotingStandIns(async () => reportStandIn('Sermons unavailable', new Error('down')))
    expect((await failing).degraded()).toBe(true)
    expect((await slowClean).degraded()).toBe(false)
  })
})
