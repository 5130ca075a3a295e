import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { apiRequest } from '~/lib/site/api-request'
import { FORM_TYPES, FORMS, type FormType } from '~/lib/forms/forms'
import { INBOX_PAGE_SIZE, type InboxSubmission } from '~/lib/forms/inbox'
import { AdminSection, PanelStatus } from '~/components/admin/shell/AdminSection'
import { secondaryButton, textInput } from '~/components/ui/styles'
import type { FloodReport } from '~/lib/forms/held-apart'
import { INBOX_KEY, SubmissionCard } from './SubmissionCard'
import { FLOOD_REPORT_KEY, FloodNotice } from './FloodNotice'

type View = 'messages' | 'spam'

/**
 * The chosen view's button: filled wine, or the system's highlight in forced colours, where it opts
 * out of the browser's own adjustment so no Canvas backplate hides its HighlightText words.
 */
const pressedToggle =
  'aria-pressed:border-wine-700 aria-pressed:bg-wine-700 aria-pressed:text-white ' +
  'forced-colors:aria-pressed:forced-color-adjust-none forced-colors:aria-pressed:border-[Highlight] forced-colors:aria-pressed:bg-[Highlight] forced-colors:aria-pressed:text-[HighlightText]'

function inboxUrl(formType: FormType | '', view: View, before: string | undefined): string {
  const query = new URLSearchParams({ spam: String(view === 'spam'), limit: String(INBOX_PAGE_SIZE) })
  if (formType) query.set('form_type', formType)
  if (before) query.set('before', before)
  return `${INBOX_KEY[0]}?${query}`
}

/** Every stored submission of the public forms, newest first; what looked like a flood or a robot set aside. */
export function InboxPanel() {
  const [formType, setFormType] = useState<FormType | ''>('')
  const [view, setView] = useState<View>('messages')
  const filterId = useId()
  const messages = useInfiniteQuery({
    queryKey: [...INBOX_KEY, { formType, view }],
    queryFn: ({ pageParam }) => apiRequest<InboxSubmission[]>('GET', inboxUrl(formType, view, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.length === INBOX_PAGE_SIZE ? page.at(-1)?.id : undefined),
    staleTime: 0,
  })
  const floods = useQuery<FloodReport>({ queryKey: FLOOD_REPORT_KEY, staleTime: 0 })
  const refresh = () => Promise.all([messages.refetch(), floods.refetch()])
  const shown = messages.data?.pages.flat() ?? []
  const noun = view === 'spam' ? 'messages set aside' : 'messages'

  return (
    <AdminSection
      id="messages"
      title="Messages"
      description="Everything sent through the contact, stay in touch and hall hire forms, newest first, with what became of each notification e-mail."
      action={
        <button
          type="button"
          className={secondaryButton}
          onClick={() => messages.isFetching || void refresh()}
          aria-disabled={messages.isFetching || undefined}
        >
          {messages.isFetching ? 'Refreshing...' : 'Refresh'}
        </button>
      }
    >
      <FloodNotice report={floods} />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={filterId} className="block font-semibold text-ink-900">
            Form type
          </label>
          <select id={filterId} className={`${textInput} mt-1`} value={formType} onChange={(event) => setFormType(event.target.value as FormType | '')}>
            <option value="">All forms</option>
            {FORM_TYPES.map((type) => (
              <option key={type} value={type}>
                {FORMS[type].label}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex min-w-0 flex-wrap gap-2">
          <legend className="sr-only">Show</legend>
          {(['messages', 'spam'] as const).map((option) => (
            <button key={option} type="button" aria-pressed={view === option} className={`${secondaryButton} ${pressedToggle}`} onClick={() => setView(option)}>
              {option === 'spam' ? 'Set aside' : 'Messages'}
            </button>
          ))}
        </fieldset>
      </div>
      {view === 'spam' ? (
        <p className="mb-4 text-ink-700">
          Submissions that looked like a robot’s or a flood’s, each with the reason. No e-mail was sent for them; read them here in case one is real.
        </p>
      ) : null}
      {messages.isPending ? (
        <PanelStatus>Loading {noun}...</PanelStatus>
      ) : messages.isError ? (
        <PanelStatus tone="error">Unable to load the {noun}.</PanelStatus>
      ) : shown.length === 0 ? (
        <PanelStatus>No {noun} yet.</PanelStatus>
      ) : (
        <ul className="space-y-4" aria-label={view === 'spam' ? 'Set aside' : 'Messages'}>
          {shown.map((submission) => (
            <li key={submission.id}>
              <SubmissionCard submission={submission} spam={view === 'spam'} />
            </li>
          ))}
        </ul>
      )}
      {messages.hasNextPage ? (
        <div className="mt-4 text-center">
          <button
            type="button"
            className={secondaryButton}
            aria-disabled={messages.isFetchingNextPage || undefined}
            onClick={() => messages.isFetchingNextPage || void messages.fetchNextPage()}
          >
            {messages.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </button>
        </div>
      ) : null}
    </AdminSection>
  )
}
