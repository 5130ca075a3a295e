import { ExternalFrame } from '~/components/embeds/ExternalFrame'
import { churchMaps } from '~/lib/content/maps'
import { useContent } from '~/lib/content/use-content'

/** The embedded map of the church (320 px high), loaded only when the visitor asks for it. */
export function ChurchMap() {
  const church = useContent('church')
  const maps = churchMaps(church)
  return (
    <ExternalFrame
      src={maps.mapEmbedUrl}
      title={`Map showing ${church.name}`}
      height={320}
      loadLabel="Load map"
      linkHref={maps.mapUrl}
      linkLabel="Open in Google Maps"
    />
  )
}
