import { describe, expect, it } from 'vitest'
import { submissionFingerprints } from './fingerprints.ts'

describe('submissionFingerprints', () => {
  it('is the same for one text however it is typed, and leaves out the reply address and numbers', () => {
    const one = submissionFingerprints({ name: 'Jo', email: 'a@example.org', mobile: '07700 900123', message: 'Hello there!' })
    const two = submissionFingerprints({ name: 'JO', email: 'b@example.org', mobile: '07700 900999', message: '  hello,   THERE ' })
    expect(one).toEqual(two)
    expect(one).toHaveLength(1)
  })

  it('differs for different words', () => {
    expect(submissionFingerprints({ name: 'Jo', message: 'Hello' })).not.toEqual(submissionFingerprints({ name: 'Jo', message: 'Goodbye' }))
  })

  it('adds one for the places its links lead, in any order and however written', () => {
    const [, links] = submissionFingerprints({ message: 'https://a.example/x?utm=1 and www.b.example' })
    const [, same] = submissionFingerprints({ message: 'see http://B.example/ then A.EXAMPLE? no: https://www.a.example/x/' })
    expect(links).toMatch(/^links:/)
    expect(same).toBe(links)
  })

  it('has none for a form without words', () => {
    expect(submissionFingerprints({ email: 'a@example.org', whatsappGroup: true })).toEqual([])
  })
})
