import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

export function NewTabNote() {
  return <span className="sr-only"> (opens in a new tab)</span>
}

/** A link to another website: always a new tab, never leaking the opener or referrer. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <NewTabNote />
    </a>
  )
}

type ButtonVariant = 'primary' | 'secondary' | 'gold' | 'light'

const base = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-center font-semibold transition-colors'

/** A border the colour of the button's own fill: unseen, until forced colours drop the fill and draw the border in the system's colour. */
const filled = 'border-2 border-transparent'

export const buttonClass: Record<ButtonVariant, string> = {
  primary: `${base} ${filled} bg-wine-700 text-white hover:bg-wine-800`,
  secondary: `${base} border-2 border-wine-700 bg-white text-wine-800 hover:bg-wine-50`,
  gold: `${base} ${filled} bg-gold-400 text-ink-900 hover:bg-gold-300`,
  light: `${base} border-2 border-cream-100 text-white hover:bg-white/10`,
}

export const textLinkClass = 'font-semibold text-wine-700 underline underline-offset-4 hover:text-wine-900'

type ButtonLinkProps = { to: string; hash?: string; variant?: ButtonVariant; className?: string; children: ReactNode }

/**
 * An internal link styled as a button (a real link: it works without JavaScript). A link to an anchor leaves
 * the scrolling to the page it opens, which glides to its anchor after 100 ms.
 */
export function ButtonLink({ to, hash, variant = 'primary', className = '', children }: ButtonLinkProps) {
  return (
    <Link to={to} hash={hash} hashScrollIntoView={hash ? false : undefined} className={`${buttonClass[variant]} ${className}`}>
      {children}
    </Link>
  )
}

type ExternalButtonProps = { href: string; variant?: ButtonVariant; className?: string; children: ReactNode }

export function ExternalButton({ href, variant = 'primary', className = '', children }: ExternalButtonProps) {
  return (
    <ExternalLink href={href} className={`${buttonClass[variant]} ${className}`}>
      {children}
    </ExternalLink>
  )
}

type ActionLinkProps = { href: string; external: boolean; variant?: ButtonVariant; className?: string; children: ReactNode }

/** A button link to either an internal page or another website, as the content says. */
export function ActionLink({ href, external, ...rest }: ActionLinkProps) {
  return external ? <ExternalButton href={href} {...rest} /> : <ButtonLink to={href} {...rest} />
}
