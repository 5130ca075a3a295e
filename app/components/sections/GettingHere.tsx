import { location } from '~/content/location'
import { Icon } from './Icon'
import { ExternalButton } from './links'

/** How to reach the church by train and bus, a line each, and the parking note when `parking` is set. */
export function TravelLines({ parking = false }: { parking?: boolean }) {
  return (
    <>
      <p>Train: {location.train}</p>
      <p>Buses: {location.buses.join(', ')}</p>
      {parking ? <p className="mt-2">{location.parking}</p> : null}
    </>
  )
}

/** Get Directions: Google Maps directions to the church, in a new tab. */
export function DirectionsButton() {
  return (
    <ExternalButton href={location.directionsUrl}>
      <Icon name="pin" />
      Get Directions
    </ExternalButton>
  )
}
