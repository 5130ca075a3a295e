import { churchMaps } from '~/lib/content/maps'
import { useContent } from '~/lib/content/use-content'
import { Icon } from './Icon'
import { ExternalButton } from './links'

/** How to reach the church by train and bus, a line each, and the parking note when `parking` is set. */
export function TravelLines({ parking = false }: { parking?: boolean }) {
  const { gettingHere } = useContent('church')
  return (
    <>
      {gettingHere.train ? <p>Train: {gettingHere.train}</p> : null}
      {gettingHere.buses.length > 0 ? <p>Buses: {gettingHere.buses.join(', ')}</p> : null}
      {parking && gettingHere.parking ? <p className="mt-2">{gettingHere.parking}</p> : null}
    </>
  )
}

/** Get Directions: Google Maps directions to the church, in a new tab. */
export function DirectionsButton() {
  const church = useContent('church')
  return (
    <ExternalButton href={churchMaps(church).directionsUrl}>
      <Icon name="pin" />
      Get Directions
    </ExternalButton>
  )
}
