import { Link } from '@tanstack/react-router'
import { isExternalHref } from '~/lib/christmas/christmas'
import { CardArt } from '~/components/sections/CardArt'
import { NewTabNote } from '~/components/sections/links'

type CtaBox = { label: string; href: string; image: string }

const boxes: CtaBox[] = [
  { label: 'JOIN US ON SUNDAY', href: '/sundays', image: '/images/cta/sunday.svg' },
  { label: 'JOIN US ONLINE', href: '/online', image: '/images/cta/online.svg' },
  { label: 'IN THE COMMUNITY', href: '/community', image: '/images/cta/community.svg' },
  { label: 'WHO IS JESUS?', href: '/jesus', image: '/images/cta/jesus.svg' },
]

const boxClass =
  'group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-cream-200 transition hover:-translate-y-0.5 hover:shadow-xl'

function BoxBody({ box }: { box: CtaBox }) {
  return (
    <>
      <CardArt src={box.image} />
      {/* Below 360 px a smaller size keeps the longest word (COMMUNITY) and its arrow inside the box. */}
      <span className="flex flex-1 items-center justify-between gap-1 px-3 py-3 font-serif text-base font-bold tracking-wide text-wine-900 group-hover:text-wine-700 max-[359px]:text-sm max-[359px]:tracking-normal sm:px-4 sm:py-4 sm:text-lg">
        {box.label}
        <span aria-hidden="true" className="shrink-0 text-gold-700">
          →
        </span>
      </span>
    </>
  )
}

/** Section 2: four boxes, and a fifth for grotto bookings only while the Christmas settings show one. */
export function CtaBoxes({ grottoHref }: { grottoHref: string | undefined }) {
  const grotto: CtaBox | undefined = grottoHref ? { label: 'CHRISTMAS GROTTO BOOKING', href: grottoHref, image: '/images/cta/grotto.svg' } : undefined
  return (
    <nav aria-label="Get started" className="relative z-10 mx-auto -mt-24 max-w-6xl px-4">
      <ul className={`grid grid-cols-2 gap-3 sm:gap-4 ${grotto ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}>
        {boxes.map((box) => (
          <li key={box.href}>
            <Link to={box.href} className={boxClass}>
              <BoxBody box={box} />
            </Link>
          </li>
        ))}
        {grotto ? (
          <li data-testid="grotto-cta">
            {isExternalHref(grotto.href) ? (
              <a href={grotto.href} target="_blank" rel="noopener noreferrer" className={boxClass}>
                <BoxBody box={grotto} />
                <NewTabNote />
              </a>
            ) : (
              <a href={grotto.href} className={boxClass}>
                <BoxBody box={grotto} />
              </a>
            )}
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
