import { addressLines, church } from '~/content/church'

/** The church's postal address, a line each; `name` puts the church's name on the first line, in bold or semibold. */
export function ChurchAddress({ className = '', name }: { className?: string; name?: 'bold' | 'semibold' }) {
  return (
    <address className={`not-italic ${className}`.trim()}>
      {name === 'bold' ? <strong className="block">{church.name}</strong> : null}
      {name === 'semibold' ? <span className="block font-semibold">{church.name}</span> : null}
      {addressLines().map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}
