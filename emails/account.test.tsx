import { describe, expect, it } from 'vitest'
import { administratorRemovedEmail, displayName, invitationEmail, passwordChangedEmail, passwordResetEmail } from './account.tsx'

const URL_WITH_TOKEN = 'https://church.example/admin/invitation?token=3f2b8c1e-9a4d-4e5f-8a7b-1c2d3e4f5a6b.abc_DEF-123'

describe('e-mails to administrators', () => {
  it('put the single-use link in the HTML and the plain text, with how long it lasts', async () => {
    const invitation = await invitationEmail({ churchName: 'Cray Community Church', inviter: 'Ruth', url: URL_WITH_TOKEN })
    expect(invitation.subject).toBe('You are invited to look after the Cray Community Church website')
    expect(invitation.html).toContain(`href="${URL_WITH_TOKEN}"`)
    expect(invitation.text).toContain(URL_WITH_TOKEN)
    expect(invitation.text).toContain('within 72 hours')
    const reset = await passwordResetEmail({ churchName: 'Cray Community Church', url: URL_WITH_TOKEN })
    expect(reset.text).toContain('within 30 minutes')
  })

  it('carry no link in a notice', async () => {
    const notice = await passwordChangedEmail({ churchName: 'Cray Community Church', how: 'with a link sent by e-mail' })
    expect(notice.text).not.toMatch(/https?:/)
    expect(notice.text).toContain('Every other session of yours was signed out.')
  })

  it('name a person by name, else by e-mail, on one line of a subject', async () => {
    expect(displayName({ name: '', email: 'ruth@example.org' })).toBe('ruth@example.org')
    expect(displayName({ name: 'Ruth\n\u202eSmith', email: 'ruth@example.org' })).toBe('Ruth Smith')
    const removed = await administratorRemovedEmail({
      churchName: 'Cray Community Church',
      removed: displayName({ name: 'Ruth\nSmith', email: 'r@example.org' }),
      by: 'Tom',
      toRemoved: false,
    })
    expect(removed.subject).toBe('Ruth Smith is no longer an administrator of the Cray Community Church website')
  })
})
