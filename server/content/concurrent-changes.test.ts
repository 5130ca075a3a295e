import { describe, expect, it } from 'vitest'
import type { DocumentState } from '../../app/lib/content/admin-api.ts'
import { sql } from '../../db/client.ts'
import { insertTestAdmin } from '../../tests/helpers/admins.ts'
import { VersionConflict } from '../errors.ts'
import { saveDraft } from './drafts.ts'
import { readDocumentState } from './document-state.ts'
import { publishDraft } from './publish.ts'

type Footer = { copyrightYear: number }

/** Saves a draft of the footer with another year and returns the document as it is then. */
async function footerWithDraft(email: string): Promise<DocumentState> {
  const opened = await readDocumentState('footer')
  const year = (opened.published.content as Footer).copyrightYear
  return saveDraft('footer', { revision: opened.revision, content: { copyrightYear: year === 2030 ? 2031 : 2030 } }, email)
}

/** Opens as many pooled connections as there are changes, so that they all reach the document's lock before the first one commits. */
async function openConnections(count: number): Promise<void> {
  await Promise.all(Array.from({ length: count }, () => sql()`select pg_sleep(0.05)`))
}

/** Each outcome: the state it published or saved, or the conflict it was refused with; anything else fails the test. */
function outcomes(settled: PromiseSettledResult<DocumentState>[]) {
  return settled.map((outcome) => {
    if (outcome.status === 'fulfilled') return { done: outcome.value }
    if (outcome.reason instanceof VersionConflict) return { conflict: outcome.reason }
    throw outcome.reason
  })
}

describe('changes to one document at the same moment', () => {
  it('publishes one of four publishes of one draft; the other three are conflicts showing the version it published', async () => {
    const { email } = await insertTestAdmin()
    const draft = await footerWithDraft(email)
    await openConnections(4)
    const settled = outcomes(await Promise.allSettled([1, 2, 3, 4].map(() => publishDraft('footer', draft.revision, email))))

    const published = settled.flatMap((outcome) => (outcome.done ? [outcome.done] : []))
    const conflicts = settled.flatMap((outcome) => (outcome.conflict ? [outcome.conflict] : []))
    expect(published).toHaveLength(1)
    expect(conflicts).toHaveLength(3)
    for (const conflict of conflicts) {
      expect(conflict.status).toBe(409)
      expect(conflict.current).toMatchObject({ revision: published[0]!.revision, published: { version: published[0]!.published.version }, draft: null })
    }
  })

  it('answers a save racing a publish with the conflict, never an error', async () => {
    const { email } = await insertTestAdmin()
    const draft = await footerWithDraft(email)
    await openConnections(2)
    const settled = outcomes(
      await Promise.allSettled([
        publishDraft('footer', draft.revision, email),
        saveDraft('footer', { revision: draft.revision, content: { copyrightYear: 2032 } }, email),
      ]),
    )
    expect(settled.filter((outcome) => outcome.done)).toHaveLength(1)
    const [conflict] = settled.flatMap((outcome) => (outcome.conflict ? [outcome.conflict] : []))
    expect(conflict?.current).toEqual(await readDocumentState('footer'))
  })
})
