import { createFileRoute } from '@tanstack/react-router'
import { AskAgain, NewsButton, NewsPage } from '~/components/people/NewsPage'
import { confirmPageSearch } from '~/lib/people/news-pages'
import { NEWS_WORDING } from '~/lib/people/news-choice'
import { getConfirmPageState } from '~/server-fns/news-links'
import { confirmFormResponse } from '#server/people/http.ts'

export const Route = createFileRoute('/news/confirm')({
  validateSearch: confirmPageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => getConfirmPageState({ data: deps }),
  head: () => ({ meta: [{ title: 'Confirm you would like our news' }, { name: 'referrer', content: 'no-referrer' }, { name: 'robots', content: 'noindex' }] }),
  // A plain form post, with or without JavaScript: a mail program that opens the link confirms nothing.
  server: { handlers: { POST: ({ request }) => confirmFormResponse(request) } },
  component: ConfirmPage,
})

function ConfirmPage() {
  const state = Route.useLoaderData()
  const { token } = Route.useSearch()
  if (state === 'confirmed') {
    return (
      <NewsPage title="Thank you: your address is confirmed">
        <p>We will send you the church's news by e-mail now and then. Every e-mail has a link to stop them at once.</p>
      </NewsPage>
    )
  }
  if (state === 'expired') {
    return (
      <NewsPage title="This link has expired">
        <p>
          A confirmation link works for 7 days. Tick "{NEWS_WORDING.label}" on the <AskAgain /> again and we will send you a new one.
        </p>
      </NewsPage>
    )
  }
  if (state === 'unknown' || !token) {
    return (
      <NewsPage title="This link does not work">
        <p>
          This confirmation link is not one we know, or it has already been used. Check that you opened the whole link from the e-mail. If you have not
          confirmed yet, tick "{NEWS_WORDING.label}" on the <AskAgain /> again.
        </p>
      </NewsPage>
    )
  }
  return (
    <NewsPage title="Confirm you would like our news">
      <p>Press Confirm and we will send the church's news to your e-mail address now and then. Every e-mail has a link to stop them at once.</p>
      <NewsButton label="Confirm">
        <input type="hidden" name="token" value={token} />
      </NewsButton>
    </NewsPage>
  )
}
