import type { LatestShort } from '~/lib/sermons/sermons'
import type { InitialData } from '~/lib/site/use-fresh-data'
import { YouTubeFacade } from '~/components/embeds/YouTubeFacade'
import { Section } from '~/components/sections/Section'
import { useLatestShort } from './sermon-data'

/** /devotions: the church's newest Short at 9:16, shown only once it has loaded. */
export function DevotionVideoSection({ latestShort }: { latestShort: InitialData<LatestShort | null> }) {
  const { data: short } = useLatestShort(latestShort)
  if (!short) return null
  return (
    <Section id="devotion-video" eyebrow="Today’s video" title="Daily devotion video" width="narrow" intro={short.title}>
      <YouTubeFacade videoId={short.id} title={short.title} aspect="9/16" />
    </Section>
  )
}
