import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { when } from '~/lib/hydration/when'
import { FeatureRow } from '~/components/sections/FeatureRow'
import { ButtonLink, ExternalButton } from '~/components/sections/links'
import { PageHero } from '~/components/sections/PageHero'
import { spokenTime } from '~/content/fields/time-format'
import { useContent, useFacts, usePageIntro } from '~/lib/content/use-content'
import { pageHead } from '~/lib/seo/seo'
import { routeContent } from '~/server-fns/content'

export const Route = createFileRoute('/church-life')({
  loader: async ({ location }) => ({ content: await routeContent(['online'], location, 'churchLife') }),
  head: ({ matches }) =>
    pageHead(
      {
        title: 'Church Life',
        description:
          'Life together at our church: Sunday services, daily devotions, Wednesday prayer on Zoom, serving in a team, staying connected online and our church holiday.',
        path: '/church-life',
      },
      matches,
    ),
  component: ChurchLifePage,
})

function ChurchLifePage() {
  return (
    <Hydrate when={when.static}>
      <ChurchLifeContent />
    </Hydrate>
  )
}

function ChurchLifeContent() {
  const fill = useFacts()
  const { web } = useContent('church')
  const { sunday, prayerMeeting: prayer, churchHoliday, devotionLength } = useContent('times')
  const { churchHolidayBooking } = useContent('online').addresses
  const churchLife = usePageIntro('churchLife')
  return (
    <>
      <PageHero eyebrow={churchLife.eyebrow} title="Church Life" intro={fill(churchLife.intro)} />
      <div className="mx-auto max-w-6xl space-y-20 px-4 py-14 sm:py-20">
        <FeatureRow
          id="sundays"
          image="/images/cta/sunday.svg"
          eyebrow={`Every Sunday at ${spokenTime(sunday.serviceStarts)}`}
          title="Sundays"
          actions={<ButtonLink to="/sundays">Find out about Sundays</ButtonLink>}
        >
          <p>
            We gather every Sunday to worship, pray, open the Bible and eat cake. There are groups for children, a welcome for everyone and tea and coffee
            afterwards.
          </p>
        </FeatureRow>
        <FeatureRow
          id="daily-devotions"
          image="/images/cards/devotions.svg"
          eyebrow={`${devotionLength} a day`}
          title="Daily devotions"
          flip
          actions={<ButtonLink to="/devotions">Read today’s devotion</ButtonLink>}
        >
          <p>A short video, a passage of the Bible and a prayer to start each day with God. Perfect with a morning cuppa or on the bus to work.</p>
        </FeatureRow>
        <FeatureRow
          id="wednesday-prayer"
          image="/images/cards/prayer.svg"
          eyebrow={`${prayer.day}s, ${prayer.time} ${prayer.where}`}
          title="Wednesday prayer"
          actions={<ExternalButton href={web.zoomMeeting}>Join the Zoom prayer meeting</ExternalButton>}
        >
          <p>
            Every {prayer.day} at {prayer.time} we meet {prayer.where} to pray for one another, our church, our community and the world. Join from your sofa;
            cameras on or off, you are welcome either way.
          </p>
        </FeatureRow>
        <FeatureRow
          id="serving"
          image="/images/cards/serving.svg"
          eyebrow="Use your gifts"
          title="Serving"
          flip
          actions={<ButtonLink to="/our-teams">Meet our teams</ButtonLink>}
        >
          <p>
            From making the tea to running the sound desk, everyone has something to give. Serving is one of the best ways to make friends and grow in faith.
          </p>
        </FeatureRow>
        <FeatureRow
          id="online-connection"
          image="/images/cards/online.svg"
          eyebrow="Through the week"
          title="Staying connected online"
          actions={<ButtonLink to="/stayintouch">Stay in touch</ButtonLink>}
        >
          <p>
            Our WhatsApp groups, Facebook group and Bible app community keep us connected between Sundays: news, prayer requests and encouragement, right on
            your phone.
          </p>
        </FeatureRow>
        <FeatureRow
          id="church-holiday"
          image="/images/cards/holiday.svg"
          eyebrow={`${churchHoliday.when}, ${churchHoliday.frequency}`}
          title="Church holiday"
          flip
          actions={<ExternalButton href={churchHolidayBooking}>Book the church holiday</ExternalButton>}
        >
          <p>
            Once {churchHoliday.frequency}, we go away together for a week of rest, fun, worship and fresh air. The next church holiday is in{' '}
            {churchHoliday.when}. Families, singles and grandparents are all welcome, and help with costs is available.
          </p>
        </FeatureRow>
      </div>
    </>
  )
}
