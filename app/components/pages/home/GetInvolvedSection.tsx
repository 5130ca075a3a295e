import { Link } from '@tanstack/react-router'
import { useContent } from '~/lib/content/use-content'
import { ArtCard } from '~/components/sections/ArtCard'
import { buttonClass, ButtonLink, ExternalButton, textLinkClass } from '~/components/sections/links'
import { mailtoHref } from '~/components/sections/mailto'
import { Section } from '~/components/sections/Section'

function WhatsOnLink() {
  return (
    <Link to="/whats-on-when" className={`${textLinkClass} inline-flex min-h-6 items-center`}>
      See What’s On When
    </Link>
  )
}

const comeNChatEmailSubject = "Come 'n Chat: please send me more information"

/** Section 6: three ways to join in during the week. */
export function GetInvolvedSection() {
  const church = useContent('church')
  const { prayerMeeting: prayer, overSixties, devotionLength } = useContent('times')
  return (
    <Section id="get-involved" eyebrow="During the week" title="Get Involved">
      <ul className="grid gap-6 md:grid-cols-3">
        <ArtCard
          title="Zoom prayer meeting"
          meta={`${prayer.day} evenings, ${prayer.time} ${prayer.where}`}
          image="/images/cards/prayer.svg"
          actions={
            <>
              <ExternalButton href={church.web.zoomMeeting}>Join zoom</ExternalButton>
              <WhatsOnLink />
            </>
          }
        >
          Pray with us from your own armchair. We share news, bring our requests to God and pray for each other, our town and the world.
        </ArtCard>
        <ArtCard
          title="Come ’n Chat"
          meta={`${overSixties.day}, ${overSixties.time}, for the over-60s`}
          image="/images/cards/chat.svg"
          actions={
            <>
              <a href={mailtoHref(church.email, comeNChatEmailSubject)} className={buttonClass.primary}>
                Get in Touch
              </a>
              <WhatsOnLink />
            </>
          }
        >
          A friendly morning of tea, cake, conversation and the odd quiz. A great way to meet new friends.
        </ArtCard>
        <ArtCard
          title="Daily Devotions"
          meta={`Every day, ${devotionLength}`}
          image="/images/cards/devotions.svg"
          actions={<ButtonLink to="/devotions">Look at our devotions</ButtonLink>}
        >
          A short Bible reading, a thought and a prayer to start your day with God, wherever you are.
        </ArtCard>
      </ul>
    </Section>
  )
}
