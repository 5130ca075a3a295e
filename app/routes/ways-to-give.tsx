import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { GiftAidDownload } from '~/components/policies/GiftAidDownload'
import { BankDetailsCard } from '~/components/sections/BankDetailsCard'
import { Icon, type IconName } from '~/components/sections/Icon'
import { ExternalButton, textLinkClass } from '~/components/sections/links'
import { PageHero } from '~/components/sections/PageHero'
import { Paragraphs } from '~/components/sections/Paragraphs'
import { Section } from '~/components/sections/Section'
import type { FundType } from '~/content/documents/giving'
import { useContent, useFacts, usePageIntro } from '~/lib/content/use-content'
import { when } from '~/lib/hydration/when'
import type { PublicPolicyFile } from '~/lib/policies/policy-types'
import { pageHead } from '~/lib/seo/seo'
import { routeContent } from '~/server-fns/content'
import { loadPolicyFiles } from '~/server-fns/policies'

const loadGiftAidFile = loadPolicyFiles(['gift_aid'])

export const Route = createFileRoute('/ways-to-give')({
  loader: async ({ location }) => {
    const [files, content] = await Promise.all([loadGiftAidFile(), routeContent(['giving'], location, 'waysToGive')])
    return { ...files, content }
  },
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Ways to Give',
        description:
          'How to give to the church: standing order, bank transfer, cash or cheque on Sunday, or online. Our bank details, Gift Aid for UK taxpayers and our four funds.',
        path: '/ways-to-give',
      },
      matches,
    ),
  component: WaysToGivePage,
})

const fundTypeLabels: Record<FundType, string> = {
  default: 'Default',
  restricted: 'Restricted',
  designated: 'Designated',
}

const fundBadge: Record<FundType, string> = {
  default: 'bg-wine-700 text-white',
  restricted: 'bg-gold-300 text-ink-900',
  designated: 'bg-cream-200 text-ink-900',
}

type Method = { title: string; icon: IconName; text: string; preferred?: boolean; giveOnline?: boolean }

const methods: Method[] = [
  {
    title: 'Standing order',
    icon: 'calendar',
    preferred: true,
    text: 'Our preferred way to give. Set up a regular standing order with your bank using the details below: it helps us plan ahead and costs nothing to run.',
  },
  {
    title: 'Bank transfer',
    icon: 'bank',
    text: 'Make a one-off gift by bank transfer to the account below, using your name and the fund as the reference.',
  },
  {
    title: 'Cash or cheque on Sunday',
    icon: 'heart',
    text: 'Place cash or a cheque (payable to the church) in the giving box at the Sunday service at {service time}. Use a Gift Aid envelope if you are a UK taxpayer.',
  },
  {
    title: 'Give online',
    icon: 'gift',
    text: 'Give securely by card through our charity giving page. It is quick, and you can add Gift Aid as you give.',
    giveOnline: true,
  },
]

function WaysToGivePage() {
  const giftAidFile = Route.useLoaderData().gift_aid ?? null
  return (
    <Hydrate when={when.static}>
      <WaysToGiveContent giftAidFile={giftAidFile} />
    </Hydrate>
  )
}

/** Text, bank details and plain links (the Gift Aid form opens in a new tab): nothing here needs JavaScript. */
function WaysToGiveContent({ giftAidFile }: { giftAidFile: PublicPolicyFile | null }) {
  const fill = useFacts()
  const waysToGive = usePageIntro('waysToGive')
  const { funds } = useContent('giving')
  const { web } = useContent('church')
  return (
    <>
      <PageHero eyebrow={waysToGive.eyebrow} title="Ways to Give" intro={fill(waysToGive.intro)} />

      <Section id="why-we-give" title="Why we give" width="narrow">
        <div className="space-y-4 text-lg leading-relaxed text-ink-700">
          <p>
            Everything we have comes from God, and giving is one way we say thank you. The Bible speaks of the tithe, giving the first 10 percent of what we
            receive back to God, and many of us use that as a guide.
          </p>
          <p>
            Above all, giving should come from the heart, never from pressure or guilt: “Each of you should give what you have decided in your heart to give,
            not reluctantly or under compulsion, for God loves a cheerful giver” (2 Corinthians 9:7). If you are visiting, please don’t feel you need to give at
            all.
          </p>
        </div>
      </Section>

      <Section id="how-to-give" tone="tint" title="How to give">
        <ul className="grid gap-5 sm:grid-cols-2">
          {methods.map((method) => (
            <li key={method.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
              <div className="flex flex-wrap items-center gap-3">
                <span className="flex h-11 w-11 items-center justify-center rounded-full bg-wine-50 text-wine-700">
                  <Icon name={method.icon} className="h-6 w-6" />
                </span>
                <h3 className="font-serif text-2xl font-bold text-wine-900">{method.title}</h3>
                {method.preferred ? <span className="rounded-full bg-gold-300 px-3 py-1 text-sm font-bold text-ink-900 sm:ml-auto">Preferred</span> : null}
              </div>
              <p className="mt-3 flex-1 leading-relaxed text-ink-700">{fill(method.text)}</p>
              {method.giveOnline ? (
                <div className="mt-5">
                  <ExternalButton href={web.giveOnline}>Give Online</ExternalButton>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <BankDetailsCard />
        </div>
      </Section>

      <Section id="gift-aid" title="Gift Aid" width="narrow">
        <div className="space-y-4 text-lg leading-relaxed text-ink-700">
          <p>
            If you are a UK taxpayer, please complete a Gift Aid declaration. It lets the church claim an extra 25p from HMRC for every £1 you give, at no extra
            cost to you.
          </p>
          <p>Fill in the form once, hand it to a member of the welcome team or post it to the church, and it covers all your future gifts.</p>
        </div>
        <div className="mt-6">
          {/* SLOT: gift-aid-download */}
          <GiftAidDownload file={giftAidFile} />
          {/* END SLOT: gift-aid-download */}
        </div>
        <p className="mt-6 text-lg leading-relaxed text-ink-700">
          Or{' '}
          <a href="/gift-aid" className={textLinkClass}>
            make your Gift Aid declaration online
          </a>
          : it takes a minute, and we e-mail you a written record of it.
        </p>
      </Section>

      <Section id="our-funds" tone="tint" title="Our Funds" intro="You can choose where your gift goes. Just mark it with the fund’s name.">
        <ul className="grid gap-5 sm:grid-cols-2">
          {funds.map((fund) => (
            <li key={fund.name} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200" data-testid="fund">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-serif text-2xl font-bold text-wine-900">{fund.name}</h3>
                <span className={`rounded-full px-3 py-1 text-sm font-bold ${fundBadge[fund.type]}`}>
                  <span className="sr-only">Fund type: </span>
                  {fundTypeLabels[fund.type]}
                </span>
              </div>
              <Paragraphs text={fund.description} className="mt-3 leading-relaxed text-ink-700" />
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
