import { createFileRoute } from '@tanstack/react-router'
import { AskAgain, NewsButton, NewsPage } from '~/components/people/NewsPage'
import { unsubscribePageSearch } from '~/lib/people/news-pages'
import { NEWS_WORDING } from '~/lib/people/news-choice'
import { getUnsubscribePageState } from '~/server-fns/news-links'
import { unsubscribeResponse } from '#server/people/http.ts'

export const Route = createFileRoute('/news/unsubscribe')({
  validateSearch: unsubscribePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => getUnsubscribePageState({ data: deps }),
  head: () => ({ meta: [{ title: "Stop the church's news" }, { name: 'referrer', content: 'no-referrer' }, { name: 'robots', content: 'noindex' }] }),
  // The page's button and a mail provider's one-click post (RFC 8058) alike: no sign-in.
  server: { handlers: { POST: ({ request }) => unsubscribeResponse(request) } },
  component: UnsubscribePage,
})

function UnsubscribePage() {
  const state = Route.useLoaderData()
  if (state === 'done') {
    return (
      <NewsPage title="You are unsubscribed">
        <p>
          We will send no more of the church's news to your address. If you change your mind, tick "{NEWS_WORDING.label}" on the <AskAgain />.
        </p>
      </NewsPage>
    )
  }
  if (state === 'forged') {
    return (
      <NewsPage title="This link does not work">
        <p>This unsubscribe link is not one of ours. Please use the link in the e-mail you received.</p>
      </NewsPage>
    )
  }
  return (
    <NewsPage title="Stop the church's news">
      <p>Press Unsubscribe and we will send no more of the church's news to your address. You do not need to sign in.</p>
      <NewsButton label="Unsubscribe" />
    </NewsPage>
  )
}
