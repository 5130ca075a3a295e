import type { Church } from '~/content/documents/church.ts'
import { addressOneLine } from './address.ts'

/** Google Maps addresses of the church, found by its postal address. */
export function churchMaps(church: Church) {
  const query = encodeURIComponent(addressOneLine(church))
  return {
    /** Directions to the church, opened in a new tab. */
    directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${query}`,
    /** The map page itself, for visitors who prefer not to load the embedded map. */
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${query}`,
    /** The embeddable map, loaded only when the visitor asks (keyless embed URL). */
    mapEmbedUrl: `https://maps.google.com/maps?q=${query}&output=embed`,
  }
}
