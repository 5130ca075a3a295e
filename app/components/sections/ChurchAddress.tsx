import { addressLines, addressOneLine } from '~/lib/content/address'
import { useContent } from '~/lib/content/use-content'
import { Icon } from './Icon'

/** The church's postal address, a line each; `name` puts the church's name on the first line, in bold or semibold. */
export function ChurchAddress({ className = '', name }: { className?: string; name?: 'bold' | 'semibold' }) {
  const church = useContent('church')
  return (
    <address className={`not-italic ${className}`.trim()}>
      {name === 'bold' ? <strong className="block">{church.name}</strong> : null}
      {name === 'semibold' ? <span className="block font-semibold">{church.name}</span> : null}
      {addressLines(church).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}

/** A pin, the church's name in bold and its address on one line. */
export function PinnedAddress({ className = '' }: { className?: string }) {
  const church = useContent('church')
  return (
    <p className={`flex gap-3 ${className}`.trim()}>
      <Icon name="pin" className="mt-1 h-6 w-6 text-wine-700" />
      <span>
        <strong className="block">{church.name}</strong>
        {addressOneLine(church)}
      </span>
    </p>
  )
}
