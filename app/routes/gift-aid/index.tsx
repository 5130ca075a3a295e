import { createFileRoute, getRouteApi, Link } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { DeclarationForm } from '~/components/giving/DeclarationForm'
import { PageHero } from '~/components/sections/PageHero'
import { Section } from '~/components/sections/Section'
import { textLinkClass } from '~/components/sections/links'
import { giftAidRefusalIn } from '~/lib/giving/outcome'
import { when } from '~/lib/hydration/when'
import { pageHead } from '~/lib/seo/seo'
import { getGiftAidWording } from '~/server-fns/gift-aid'
import { declarePagePost } from '#server/giving/declarations/http.ts'

export const Route = createFileRoute('/gift-aid/')({
  loader: async ({ serverContext }) => ({ wording: await getGiftAidWording(), refusal: giftAidRefusalIn(serverContext) }),
  server: { handlers: { POST: declarePagePost } },
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Gift Aid declaration',
        description: 'Declare Gift Aid online: a UK taxpayer’s gift grows by 25p for every £1.',
        path: '/gift-aid',
      },
      matches,
    ),
  component: GiftAidPage,
})

const route = getRouteApi('/gift-aid/')

function GiftAidPage() {
  const { wording, refusal } = route.useLoaderData()
  return (
    <>
      <Hydrate when={when.static}>
        <PageHero eyebrow="Ways to Give" title="Gift Aid declaration" intro="Boost your gifts by 25p of Gift Aid for every £1 you give, at no cost to you." />
      </Hydrate>
      <Section id="gift-aid-form" title="Make your declaration online" width="narrow">
        <div className="space-y-4 text-lg leading-relaxed text-ink-700">
          <p>
            Gift Aid is reclaimed by {wording.churchName} from the tax you pay for the current tax year. Your address is needed to identify you as a current UK
            taxpayer.
          </p>
          <p>
            We e-mail you a written record of your declaration and a giving reference to quote on a standing order or envelope. You can also fill in the paper
            form on{' '}
            <Link to="/ways-to-give" hash="gift-aid" className={textLinkClass}>
              Ways to Give
            </Link>
            .
          </p>
        </div>
        <div className="mt-8">
          <Hydrate when={when.touched}>
            <DeclarationForm wording={wording} refusal={refusal} />
          </Hydrate>
        </div>
      </Section>
    </>
  )
}
