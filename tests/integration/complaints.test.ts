import { randomInt } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../../db/client.ts'
import { FORMS } from '../../app/lib/forms/forms.ts'
import * as formsHttp from '../../server/forms/http.ts'
import { setClientAddress } from '../../server/http/responses.ts'
import type { FormSettings } from '../../server/forms/submit.ts'
import { claimDueEmails, markSent } from '../../server/mail/outbox.ts'
import { listComplaints, markAnswered } from '../../server/complaints/complaints.ts'
import { handleMarkAnswered } from '../../server/complaints/http.ts'
import { COMPLAINTS_LIMIT } from '../../server/complaints/limits.ts'
import { complaintsPersonalData } from '../../server/complaints/personal-data.ts'
import { deleteExpiredComplaints } from '../../server/complaints/retention.ts'
import { PERSONAL_DATA_TABLES } from '../../server/rights/personal-data-register.ts'
import { answerOf, answered } from '../helpers/answer.ts'

const handleFormApiRequest = answered(formsHttp.handleFormApiRequest)
const SITE = 'http://localhost:3000'
const settings: FormSettings = { rateLimit: 10, rateWindowSeconds: 600, heldApartLimit: 1000, repeatsPerDay: 100_000, fallbackRecipient: 'office@example.org' }
const ADMIN = { id: '00000000-0000-4000-8000-000000000001', email: 'admin@example.org' } as Parameters<typeof handleMarkAnswered>[1]

const validComplaint = { name: 'Jane Smith', email: 'Jane@Example.com', about: 'You kept my e-mail address\nafter I asked you to delete it.', website: '' }

function complaintRequest(body: unknown): Request {
  const request = new Request(`${SITE}${FORMS.complaint.apiPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE },
    body: JSON.stringify(body),
  })
  setClientAddress(request, `10.2.${randomInt(0, 255)}.${randomInt(1, 255)}`)
  return request
}

function pagePost(body: Record<string, string>): Request {
  const request = new Request(`${SITE}${FORMS.complaint.page}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE },
    body: new URLSearchParams(body).toString(),
  })
  setClientAddress(request, `10.3.${randomInt(0, 255)}.${randomInt(1, 255)}`)
  return request
}

const complain = (body: unknown = validComplaint) => handleFormApiRequest('complaint', complaintRequest(body), settings)

/** Stored complaints, as if received `daysAgo` days ago, answered `answeredDaysAgo` days ago or open. */
async function storedComplaint(email: string, daysAgo: number, answeredDaysAgo: number | null = null): Promise<string> {
  const [row] = await sql()<{ id: string }[]>`
    insert into complaints (name, email, about, received_at, answered_at, answered_by)
    values ('Someone', ${email}, 'About my data', now() - make_interval(days => ${daysAgo}),
      ${answeredDaysAgo === null ? null : sql()`now() - make_interval(days => ${answeredDaysAgo})`},
      ${answeredDaysAgo === null ? null : 'admin@example.org'})
    returning id`
  return row!.id
}

beforeEach(async () => {
  await sql()`delete from complaints`
  await sql()`delete from mail_outbox`
  await sql()`delete from form_submissions`
})

describe('a complaint sent with the form', () => {
  it('is stored, its acknowledgement queued to the complainant and the administrators told, before 201', async () => {
    const response = await complain()
    expect(response.status).toBe(201)
    expect((await response.json()).message).toBe(FORMS.complaint.successText)

    const [complaint] = await sql()`select name, email, about, acknowledgement_id, acknowledged_at, answered_at, submission_id from complaints`
    expect(complaint).toMatchObject({ name: 'Jane Smith', email: 'Jane@Example.com', acknowledged_at: null, answered_at: null })
    expect(complaint!.submission_id).not.toBeNull()
    const outbox = await sql()<{ id: string; recipient_email: string; subject: string; text: string; form_type: string | null }[]>`
      select id, recipient_email, subject, text, form_type from mail_outbox order by form_type nulls first`
    expect(outbox).toHaveLength(2)
    const [acknowledgement, notification] = outbox
    expect(acknowledgement!.id).toBe(complaint!.acknowledgement_id)
    expect(acknowledgement!.recipient_email).toBe('Jane@Example.com')
    expect(acknowledgement!.subject).toMatch(/^We have received your complaint about personal data: /)
    expect(acknowledgement!.text).not.toContain('after I asked you to delete it.')
    expect(acknowledgement!.text).toContain('0303 123 1113')
    expect(acknowledgement!.text).toContain('https://ico.org.uk/make-a-complaint/data-protection-complaints/')
    expect(notification).toMatchObject({
      recipient_email: 'office@example.org',
      form_type: 'complaint',
      subject: 'New complaint about personal data from Jane Smith',
    })
  })

  it('is acknowledged at the moment its e-mail leaves', async () => {
    await complain()
    const claimed = await claimDueEmails(10, 60)
    for (const email of claimed) await markSent(email.id, `sent-${email.id}`)
    const [row] = await sql()<{ acknowledged: Date; sent: Date }[]>`
      select c.acknowledged_at as acknowledged, o.sent_at as sent from complaints c join mail_outbox o on o.id = c.acknowledgement_id`
    expect(row!.acknowledged).toEqual(row!.sent)
  })

  it.each([
    [{ ...validComplaint, name: '' }, 'name', 'Please enter your name'],
    [{ ...validComplaint, email: 'jane@' }, 'email', 'Please enter a valid email address, such as name@example.com'],
    [{ ...validComplaint, about: '  ' }, 'about', 'Please enter what your complaint is about'],
    [{ ...validComplaint, about: 'x'.repeat(5001) }, 'about', 'Your complaint is too long (at most 5000 characters)'],
    [{ ...validComplaint, name: 'Jane\nSmith' }, 'name', 'Your name must be on one line'],
  ])('with a bad %o is refused with a 400 naming %s, and nothing is stored', async (body, field, message) => {
    const response = await complain(body)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { details: Record<string, string> }
    expect(answer.details[field]).toBe(message)
    expect(await sql()`select id from complaints`).toHaveLength(0)
  })

  it('without JavaScript is stored and sends the browser back to the page with its outcome', async () => {
    const result = await formsHttp.handleFormPagePost('complaint', pagePost({ name: 'Jane Smith', email: 'jane@example.com', about: 'My data' }), settings)
    expect('response' in result && result.response.status).toBe(303)
    const location = 'response' in result ? result.response.headers.get('Location') : null
    expect(location).toMatch(/^\/your-data\?result=[0-9a-f-]{36}#/)
    expect(await sql()`select id from complaints`).toHaveLength(1)
  })

  it('is refused, with the ways to reach the church, once the complaints table holds its budget', async () => {
    await sql()`
      insert into complaints (name, email, about)
      select 'Someone', 'someone@example.com', 'About my data' from generate_series(1, ${COMPLAINTS_LIMIT})`
    const response = await complain()
    expect(response.status).toBe(503)
    expect((await response.json()).error).toMatch(/^Sorry, this form is busy just now.*Please e-mail us at .+ or phone /)
    expect(await sql()`select id from complaints`).toHaveLength(COMPLAINTS_LIMIT)
    expect(await sql()`select id from form_submissions`).toHaveLength(0)
  })
})

describe('the dashboard', () => {
  it('lists open complaints first, oldest first, then answered ones', async () => {
    const answered = await storedComplaint('a@example.com', 40, 10)
    const recent = await storedComplaint('b@example.com', 2)
    const old = await storedComplaint('c@example.com', 35)
    expect((await listComplaints()).map((complaint) => complaint.id)).toEqual([old, recent, answered])
  })

  it('marks a complaint answered once, by whom, and audits it', async () => {
    const id = await storedComplaint('a@example.com', 3)
    const response = await handleMarkAnswered(id, ADMIN)
    expect(response.status).toBe(200)
    const first = await response.json()
    expect(first).toMatchObject({ id, answeredBy: 'admin@example.org' })
    await markAnswered(id, 'other@example.org')
    const [row] = await sql()`select answered_by from complaints where id = ${id}`
    expect(row!.answered_by).toBe('admin@example.org')
    const audit = await sql()`select actor_email, action, detail from audit_log where action = 'complaint.answered'`
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor_email: 'admin@example.org', detail: 'Complaint from Someone marked answered' })
  })

  it('finds no complaint for an unknown id or one that cannot be an id', async () => {
    expect((await answerOf(handleMarkAnswered('00000000-0000-4000-8000-000000000000', ADMIN))).status).toBe(404)
    expect((await answerOf(handleMarkAnswered('not-an-id', ADMIN))).status).toBe(404)
  })
})

describe('retention', () => {
  it('deletes complaints answered more than a year ago with their acknowledgements, and keeps open ones however old', async () => {
    await complain()
    await sql()`update complaints set received_at = now() - interval '500 days', answered_at = now() - interval '366 days', answered_by = 'admin@example.org'`
    const openOld = await storedComplaint('old@example.com', 900)
    const answeredRecently = await storedComplaint('recent@example.com', 400, 300)
    expect(await deleteExpiredComplaints()).toBe(1)
    expect((await sql()`select id from complaints order by received_at`).map((row) => row.id)).toEqual([openOld, answeredRecently])
    expect(await sql()`select id from mail_outbox where form_type is null`).toHaveLength(0)
    const [audit] = await sql()`select detail from audit_log where action = 'complaints_expired'`
    expect(audit!.detail).toBe('1 complaint(s) answered more than 365 days ago deleted')
  })
})

describe('the register of personal data', () => {
  it('holds the complaints table, and finds and erases a person’s complaints by address with their acknowledgements', async () => {
    expect(PERSONAL_DATA_TABLES).toContain(complaintsPersonalData)
    await complain()
    await storedComplaint('someone.else@example.com', 1)
    const found = await complaintsPersonalData.find(sql(), 'jane@example.com')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ name: 'Jane Smith', about: validComplaint.about })
    expect(await complaintsPersonalData.erase!(sql(), 'jane@example.com')).toBe(1)
    expect(await sql()`select email from complaints`).toEqual([{ email: 'someone.else@example.com' }])
    expect(await sql()`select id from mail_outbox where form_type is null`).toHaveLength(0)
  })

  it('says how long complaints are kept, from the setting the retention job enforces', () => {
    expect(complaintsPersonalData.retention()).toBe('Until it is answered, then 365 days after the answer')
  })
})
