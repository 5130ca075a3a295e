// Sample values: the parking note below is a placeholder for the church to replace; the station and buses are the church’s own.
import { addressOneLine } from './church.ts'

const mapQuery = encodeURIComponent(addressOneLine())

export const location = {
  /** Google Maps directions to the church, opened in a new tab. */
  directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${mapQuery}`,
  /** The map page itself, for visitors who prefer not to load the embedded map. */
  mapUrl: `https://www.google.com/maps/search/?api=1&query=${mapQuery}`,
  /** The embeddable map, loaded only when the visitor asks (keyless embed URL). */
  mapEmbedUrl: `https://maps.google.com/maps?q=${mapQuery}&output=embed`,
  train: 'St Mary Cray Station',
  buses: ['R1', 'R11', 'B14'],
  parking: 'Free on-street parking nearby, and a few spaces beside the hall for blue-badge holders.',
} as const
