import { church } from '~/content/church'
import { location } from '~/content/location'
import { ExternalFrame } from '~/components/embeds/ExternalFrame'

/** The embedded map of the church (320 px high), loaded only when the visitor asks for it. */
export function ChurchMap() {
  return (
    <ExternalFrame
      src={location.mapEmbedUrl}
      title={`Map showing ${church.name}`}
      height={320}
      loadLabel="Load map"
      linkHref={location.mapUrl}
      linkLabel="Open in Google Maps"
    />
  )
}
