import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { logFirstAdminHint } from '../../server/admins/accounts-job.ts'
import { insertTestAdmin } from '../helpers/admins.ts'
import { createEvent, deleteEvent, listAllEvents, updateEvent } from '../../server/events/admin-events.ts'
import { listUpcomingEvents } from '../../server/events/upcoming.ts'
import { getChristmasSettings, updateChristmasSettings } from '../../server/settings/christmas.ts'
import { deleteEmailConfiguration, listEmailConfigurations, saveEmailConfiguration } from '../../server/settings/email-configurations.ts'

const actor = `editor-${randomBytes(4).toString('hex')}@example.org`
const marker = `admin-content-${randomBytes(4).toString('hex')}`

async function lastAudit() {
  const [entry] = await sql()<{ action: string; detail: string }[]>`select action, detail from audit_log where actor_email = ${actor} order by id desc limit 1`
  return entry
}

afterAll(async () => {
  await sql()`delete from events where title like ${`${marker}%`}`
  await sql()`update christmas_settings set is_visible = false, grotto_url = '' where id`
})

describe('events', () => {
  it('creates, updates and deletes, each change in the public upcoming list and in the audit log', async () => {
    const created = await createEvent({ title: `${marker} Carols`, description: 'By candlelight', event_date: '2099-12-14' }, actor)
    expect(created).toMatchObject({ title: `${marker} Carols`, event_date: '2099-12-14' })
    expect(await lastAudit()).toEqual({ action: 'event.create', detail: `Created event "${marker} Carols" on 2099-12-14` })
    expect((await listUpcomingEvents()).map((event) => event.id)).toContain(created.id)
    expect((await listAllEvents()).map((event) => event.id)).toContain(created.id)

    const updated = await updateEvent(created.id, { title: `${marker} Carol Service`, description: 'With mince pies', event_date: '2099-12-15' }, actor)
    expect(updated).toEqual({ id: created.id, title: `${marker} Carol Service`, description: 'With mince pies', event_date: '2099-12-15' })
    expect((await lastAudit())?.action).toBe('event.update')

    expect(await deleteEvent(created.id, actor)).toBe(true)
    expect((await lastAudit())?.detail).toBe(`Deleted event "${marker} Carol Service" on 2099-12-15`)
    expect((await listUpcomingEvents()).map((event) => event.id)).not.toContain(created.id)
  })

  it('finds nothing for unknown or malformed ids, and records nothing', async () => {
    const before = await lastAudit()
    const input = { title: `${marker} x`, description: 'y', event_date: '2099-01-01' }
    expect(await updateEvent('not-a-uuid', input, actor)).toBeNull()
    expect(await updateEvent('00000000-0000-4000-8000-000000000000', input, actor)).toBeNull()
    expect(await deleteEvent("1' or '1'='1", actor)).toBe(false)
    expect(await lastAudit()).toEqual(before)
  })
})

describe('email configurations', () => {
  it('upserts one recipient per form type and sets updated_at each time', async () => {
    const first = await saveEmailConfiguration({ form_type: 'hall_hire', email_address: 'hall@example.org', display_name: 'Hall bookings' }, actor)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const second = await saveEmailConfiguration({ form_type: 'hall_hire', email_address: 'bookings@example.org', display_name: 'Bookings team' }, actor)
    expect(second.id).toBe(first.id)
    expect(new Date(second.updated_at).getTime()).toBeGreaterThan(new Date(first.updated_at).getTime())
    const hallHire = (await listEmailConfigurations()).filter((configuration) => configuration.form_type === 'hall_hire')
    expect(hallHire).toEqual([second])
    expect((await lastAudit())?.detail).toBe('Hall Hire Inquiries now goes to Bookings team <bookings@example.org>')

    expect(await deleteEmailConfiguration(second.id, actor)).toBe(true)
    expect(await deleteEmailConfiguration(second.id, actor)).toBe(false)
    expect((await listEmailConfigurations()).some((configuration) => configuration.form_type === 'hall_hire')).toBe(false)
  })

  it('lists the forms in the order of FORM_TYPES, whatever the order they were saved in', async () => {
    await saveEmailConfiguration({ form_type: 'stay_in_touch', email_address: 'welcome@example.org', display_name: 'Welcome' }, actor)
    await saveEmailConfiguration({ form_type: 'contact', email_address: 'office@example.org', display_name: 'Office' }, actor)
    try {
      expect((await listEmailConfigurations()).map((configuration) => configuration.form_type)).toEqual(['contact', 'stay_in_touch'])
    } finally {
      await sql()`delete from email_configurations where form_type in ('contact', 'stay_in_touch')`
    }
  })
})

describe('Christmas settings', () => {
  it('saves both fields and records the change', async () => {
    expect(await updateChristmasSettings({ is_visible: true, grotto_url: 'https://grotto.example/book' }, actor)).toEqual({
      is_visible: true,
      grotto_url: 'https://grotto.example/book',
    })
    expect(await getChristmasSettings()).toEqual({ is_visible: true, grotto_url: 'https://grotto.example/book' })
    expect(await lastAudit()).toEqual({ action: 'christmas_settings.update', detail: 'Grotto link VISIBLE, URL "https://grotto.example/book"' })
  })
})

describe('first start', () => {
  it('logs how to create an administrator only while there is none', async () => {
    const lines: string[] = []
    await sql()`delete from admins`
    expect(await logFirstAdminHint((line) => lines.push(line))).toBe(true)
    expect(lines.join('\n')).toContain('npm run admin:create -- --email')
    await insertTestAdmin()
    expect(await logFirstAdminHint((line) => lines.push(line))).toBe(false)
    expect(lines).toHaveLength(1)
  })
})
