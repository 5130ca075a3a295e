import { createFileRoute } from '@tanstack/react-router'
import { GiverDeclarationView } from '~/components/giving/GiverDeclarationView'
import { type DeclarationPageDone, giftAidRefusalIn } from '~/lib/giving/outcome'
import { getGiverDeclaration } from '~/server-fns/gift-aid'
import { declarationPagePost } from '#server/giving/declarations/http.ts'

const DONE = new Set<string>(['declared', 'cancelled', 'changed'])

type Search = { token?: string; done?: DeclarationPageDone }

export const Route = createFileRoute('/gift-aid/declaration')({
  validateSearch: (search: Record<string, unknown>): Search => ({
    token: typeof search.token === 'string' && search.token.length <= 100 ? search.token : undefined,
    done: typeof search.done === 'string' && DONE.has(search.done) ? (search.done as DeclarationPageDone) : undefined,
  }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ deps, serverContext }) => ({
    declaration: await getGiverDeclaration({ data: { token: deps.token } }),
    refusal: giftAidRefusalIn(serverContext),
  }),
  head: () => ({ meta: [{ title: 'Your Gift Aid declaration' }, { name: 'referrer', content: 'no-referrer' }, { name: 'robots', content: 'noindex' }] }),
  // Plain form posts, with or without JavaScript: a mail program that opens the link changes nothing.
  server: { handlers: { POST: declarationPagePost } },
  component: DeclarationPage,
})

function DeclarationPage() {
  const { declaration, refusal } = Route.useLoaderData()
  const { token, done } = Route.useSearch()
  return <GiverDeclarationView declaration={declaration} token={token ?? ''} done={done} refusal={refusal} />
}
