import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { NoticeSummary, NoticesOverview } from '~/lib/notices/notices'
import { AdminSection, PanelStatus } from '~/components/admin/shell/AdminSection'
import { secondaryButton } from '~/components/ui/styles'
import { NoticeCard } from './NoticeCard'
import { NoticeEditor } from './NoticeEditor'
import { focusWhenShown, isSendingAny, NOTICES_KEY, PEOPLE, SENDING_REFRESH_MS } from './notices-api'

/** News by e-mail: write a notice, preview it, test it on yourself, then send it to everyone who confirmed. */
export function NoticesPanel() {
  const overview = useQuery<NoticesOverview>({
    queryKey: NOTICES_KEY,
    staleTime: 0,
    refetchInterval: (query) => (isSendingAny(query.state.data) ? SENDING_REFRESH_MS : false),
  })
  const [editing, setEditing] = useState<NoticeSummary | 'new' | null>(null)
  const open = (notice: NoticeSummary | 'new') => {
    setEditing(notice)
    focusWhenShown('notice-editor-title')
  }
  const close = () => {
    setEditing(null)
    focusWhenShown('news-by-email')
  }

  return (
    <AdminSection
      id="news-by-email"
      title="News by e-mail"
      description="Write the church’s news and send it to the people who confirmed they want it. Each e-mail has its own link to stop the news."
      action={
        <button type="button" className={secondaryButton} onClick={() => open('new')}>
          Write a notice
        </button>
      }
    >
      {overview.isPending ? (
        <PanelStatus>Loading the news...</PanelStatus>
      ) : overview.isError ? (
        <PanelStatus tone="error">Unable to load the news.</PanelStatus>
      ) : (
        <>
          <p className="mb-4 text-lg text-ink-900" data-testid="confirmed-subscribers">
            <strong>{PEOPLE(overview.data.confirmedSubscribers)}</strong> confirmed they want the news by e-mail.
          </p>
          {overview.data.confirmedSubscribers === 0 ? (
            <p id="notices-no-one" className="mb-4 text-ink-700">
              No one can be sent a notice until someone ticks the choice on a form and confirms from the e-mail they receive.
            </p>
          ) : null}
          {editing ? <NoticeEditor key={editing === 'new' ? 'new' : editing.id} notice={editing === 'new' ? null : editing} onClose={close} /> : null}
          {overview.data.notices.length === 0 ? (
            <PanelStatus>No notices yet.</PanelStatus>
          ) : (
            <div className="space-y-4">
              {overview.data.notices.map((notice) => (
                <NoticeCard key={notice.id} notice={notice} recipients={overview.data.confirmedSubscribers} onEdit={() => open(notice)} />
              ))}
            </div>
          )}
        </>
      )}
    </AdminSection>
  )
}
