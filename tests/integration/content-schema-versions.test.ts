import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DocumentState } from '../../app/lib/content/admin-api.ts'
import { firstContent } from '../helpers/first-content.ts'
import { contentApi, publishChange, send, signInNewAdmin } from '../helpers/content-site.ts'
import { type SiteOnTestDatabase, startSiteOnTestDatabase } from '../helpers/loopback.ts'

type Person = { id: string; name: string; role: string; bio: string; photo: null }
type People = { leadershipTeam: Person[]; [list: string]: unknown }

describe('content written under an older schema, and list items followed by their ids', () => {
  let site: SiteOnTestDatabase
  let api: ReturnType<typeof contentApi>

  beforeAll(async () => {
    site = await startSiteOnTestDatabase('content_schemas')
    api = contentApi(site.server, (await signInNewAdmin(site.server, site.sql)).cookie)
  })
  afterAll(() => site?.stop())

  const schemaVersions = async () =>
    (
      await site.sql<{ version: number; schema_version: number }[]>`select version, schema_version from content_versions where key = 'people' order by version`
    ).map((row) => [row.version, row.schema_version])

  it('opens the first version, stored under schema 1, with an id for every person, the same each time', async () => {
    const { leadershipTeam } = (await api.state('people')).published.content as People
    const stored = firstContent().people.leadershipTeam
    expect(leadershipTeam.map(({ id, name }) => ({ id, name }))).toEqual(stored.map((person, index) => ({ id: `i${index + 1}`, name: person.name })))
    expect((await api.state('people')).published.content).toEqual((await api.state('people')).published.content)
  })

  it('reports a person moved up as one move, publishes under today’s schema, then restores the version of schema 1', async () => {
    const moved = await publishChange<People>(api, 'people', (people) => {
      const [first, second, ...rest] = people.leadershipTeam
      return { ...people, leadershipTeam: [second!, first!, ...rest] }
    })
    const [second, first] = (moved.published.content as People).leadershipTeam
    const { versions } = await api.versions('people')
    expect(versions[0]!.changes).toEqual([
      { path: `leadershipTeam.${second!.id}`, label: `Leadership team › ${second!.name}`, before: 'Person 2', after: 'Person 1', moved: true },
    ])
    expect(await schemaVersions()).toEqual([
      [1, 1],
      [2, 2],
    ])

    const restored = await api.restore('people', 1, moved.revision)
    expect(restored.status, restored.text).toBe(200)
    const state = restored.json<DocumentState>()
    expect((state.published.content as People).leadershipTeam.slice(0, 2)).toEqual([first, second])
    expect(await schemaVersions()).toEqual([
      [1, 1],
      [2, 2],
      [3, 2],
    ])
    expect((await api.versions('people')).versions[0]!.changes).toEqual([
      { path: `leadershipTeam.${first!.id}`, label: `Leadership team › ${first!.name}`, before: 'Person 2', after: 'Person 1', moved: true },
    ])
  })

  it('reports an edit of one person as that one change, under the id the editor gave a person added', async () => {
    const added = { id: 'k3x9q2m7pa', name: 'Grace Adeyemi', role: 'Elder', bio: '', photo: null }
    await publishChange<People>(api, 'people', (people) => ({ ...people, leadershipTeam: [...people.leadershipTeam, added] }))
    const edited = await publishChange<People>(api, 'people', (people) => ({
      ...people,
      leadershipTeam: people.leadershipTeam.map((person) => (person.id === added.id ? { ...person, role: 'Elder, Prayer' } : person)),
    }))
    const place = (edited.published.content as People).leadershipTeam.length
    expect((await api.versions('people')).versions[0]!.changes).toEqual([
      { path: `leadershipTeam.${added.id}.role`, label: `Leadership team › ${place} › Role`, before: 'Elder', after: 'Elder, Prayer' },
    ])
    const page = await send(site.server, 'GET', '/our-people')
    expect(page.text).toContain('Grace Adeyemi')
    expect(page.text).not.toContain(added.id)
  })

  it('opens a draft saved before list items had ids, and publishes it under today’s schema', async () => {
    const opened = await api.state('people')
    const draft = structuredClone(firstContent().people) as unknown as People
    draft.leadershipTeam[0]!.role = 'Pastor, Pastoral Care'
    await site.sql`
      update content_documents set draft = ${site.sql.json(draft as never)}, draft_schema_version = 1, draft_saved_at = now(), revision = revision + 1
      where key = 'people'`
    const state = await api.state('people')
    expect(state.revision).toBe(opened.revision + 1)
    expect((state.draft!.content as People).leadershipTeam[0]).toMatchObject({ id: 'i1', role: 'Pastor, Pastoral Care' })
    const published = await api.publish('people', state.revision)
    expect(published.status, published.text).toBe(200)
    expect((published.json<DocumentState>().published.content as People).leadershipTeam[0]).toMatchObject({ id: 'i1', role: 'Pastor, Pastoral Care' })
    expect((await schemaVersions()).at(-1)).toEqual([expect.any(Number), 2])
  })
})
