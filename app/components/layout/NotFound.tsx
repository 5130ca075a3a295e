import { Link } from '@tanstack/react-router'
import { NOT_FOUND_HOME_LINK, NOT_FOUND_NOTE, NOT_FOUND_TITLE } from '~/lib/seo/seo'

export function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="font-semibold text-wine-700">404</p>
      <h1 className="mt-2 font-serif text-4xl font-bold">{NOT_FOUND_TITLE}</h1>
      <p className="mt-4 text-lg text-ink-700">{NOT_FOUND_NOTE}</p>
      <Link to="/" className="mt-8 inline-block rounded-full border-2 border-transparent bg-wine-700 px-6 py-3 font-semibold text-white hover:bg-wine-800">
        {NOT_FOUND_HOME_LINK}
      </Link>
    </div>
  )
}
