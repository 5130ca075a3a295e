import { Link } from '@tanstack/react-router'
import { copyrightYear } from '~/lib/content/copyright'
import { useContent } from '~/lib/content/use-content'
import { ChurchAddress } from '~/components/sections/ChurchAddress'
import { footerLinks, socialLinks } from '~/lib/site/navigation'
import { LogoMark } from './Logo'

const NEW_TAB = <span className="sr-only"> (opens in a new tab)</span>

export function SiteFooter() {
  const church = useContent('church')
  const footer = useContent('footer')
  return (
    <footer className="bg-wine-900 wrap-anywhere text-cream-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <Link to="/" className="flex items-center gap-2 rounded-md font-serif text-lg font-bold text-white">
            <LogoMark className="h-9 w-9" />
            {church.name}
          </Link>
          <ChurchAddress className="mt-4 leading-relaxed" />
        </div>
        <nav aria-label="Footer">
          <h2 className="font-serif text-lg font-semibold text-gold-300">Find your way</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="inline-block py-1 hover:text-gold-300 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={church.web.foodbank} target="_blank" rel="noopener noreferrer" className="inline-block py-1 hover:text-gold-300 hover:underline">
                Foodbank{NEW_TAB}
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-serif text-lg font-semibold text-gold-300">Follow us</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {socialLinks(church).map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-block rounded-full border border-cream-200/40 px-3 py-1.5 text-sm hover:border-gold-300 hover:text-gold-300"
                >
                  {link.label}
                  {NEW_TAB}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-sm text-cream-200">
        © {copyrightYear(footer)} {church.name}. All rights reserved.
      </p>
    </footer>
  )
}
