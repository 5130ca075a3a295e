import type { ReactNode } from 'react'
import type { LatestSermon as LatestSermonData } from '~/lib/sermons/sermons'
import type { InitialData } from '~/lib/site/use-fresh-data'
import { ButtonLink } from '~/components/sections/links'
import { Section } from '~/components/sections/Section'
import { LatestSermonPanel } from './LatestSermonPanel'
import { latestSermonState, useLatestSermon } from './sermon-data'

/** Home page section 5, 'Latest Service'. */
export function LatestServiceSection({ latestSermon }: { latestSermon: InitialData<LatestSermonData | null> }) {
  return (
    <Section id="latest-service" eyebrow="Watch again" title="Latest Service">
      <LatestSermon initial={latestSermon} action={<ButtonLink to="/sermons">View All Sermons</ButtonLink>} />
    </Section>
  )
}

/** The latest sermon panel, kept fresh in the browser. */
export function LatestSermon({ initial, action }: { initial: InitialData<LatestSermonData | null>; action?: ReactNode }) {
  return <LatestSermonPanel state={latestSermonState(useLatestSermon(initial))} action={action} />
}
