import { addressOneLine } from '~/lib/content/address'
import { spokenTime } from '~/content/fields/time-format'
import { useContent } from '~/lib/content/use-content'
import { ChurchMap } from '~/components/sections/ChurchMap'
import { Icon } from '~/components/sections/Icon'
import { DirectionsButton } from '~/components/sections/GettingHere'

/** Section 3: when and where, with directions and a map that loads only when asked for. */
export function ServiceTimeSection() {
  const church = useContent('church')
  const serviceTime = spokenTime(useContent('times').sunday.serviceStarts)
  const { serviceQuote } = useContent('home')
  return (
    <section id="service-time" aria-labelledby="service-time-title" className="reveal py-14 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-2">
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-gold-700">Service time</p>
          <h2 id="service-time-title" className="mt-1 font-serif text-3xl font-bold text-wine-900 sm:text-4xl">
            Join us this Sunday at {serviceTime}
          </h2>
          <ul className="mt-6 space-y-3 text-lg text-ink-900">
            <li className="flex gap-3">
              <Icon name="pin" className="mt-1 h-6 w-6 text-wine-700" />
              <address className="not-italic">
                <span className="sr-only">{church.name}, </span>
                {addressOneLine(church)}
              </address>
            </li>
            <li className="flex gap-3">
              <Icon name="clock" className="mt-1 h-6 w-6 text-wine-700" />
              <span>Every Sunday at {serviceTime}</span>
            </li>
          </ul>
          <blockquote className="mt-6 border-l-4 border-gold-400 pl-4 font-serif text-xl italic leading-relaxed text-wine-900">
            <p>“{serviceQuote}”</p>
          </blockquote>
          <div className="mt-8">
            <DirectionsButton />
          </div>
        </div>
        <ChurchMap />
      </div>
    </section>
  )
}
