import { inputClass } from '~/components/forms/fields'
import { PageHero } from '~/components/sections/PageHero'
import { Section } from '~/components/sections/Section'
import { buttonClass, textLinkClass } from '~/components/sections/links'
import type { LibraryFilterOptions, LibraryPage as LibraryPageData } from '~/lib/sermons/library'
import { LIBRARY_PATH, type LibrarySearch, MAX_SEARCH_LENGTH, libraryHref } from '~/lib/sermons/library-query'
import { SermonList } from './SermonListItem'

/** /sermons/library: a search form that works without JavaScript, the sermons it finds and plain links to the other pages. */
export function LibraryPage({ library }: { library: LibraryPageData }) {
  return (
    <>
      <PageHero
        eyebrow="Sermons"
        title="Sermon Library"
        intro="Every sermon on our YouTube channel: search for a word or a Bible passage, or choose a series, a speaker or a book of the Bible."
      />
      <Section id="find-a-sermon" title="Find a sermon" width="narrow">
        {library.complete ? null : (
          <p className="mb-6 rounded-lg bg-cream-100 p-4 text-ink-700">The library holds only the newest sermons for now: the older ones are on their way.</p>
        )}
        <LibraryForm search={library.search} filters={library.filters} />
      </Section>
      <Section id="sermons-found" tone="tint" width="narrow" title={library.search.q ? 'Search results' : 'Sermons'}>
        <LibraryResults library={library} />
      </Section>
    </>
  )
}

function LibraryForm({ search, filters }: { search: LibrarySearch; filters: LibraryFilterOptions }) {
  return (
    <form method="get" action={LIBRARY_PATH} aria-label="Search the sermon library" className="space-y-5">
      <div>
        <label htmlFor="library-q" className="block font-semibold text-ink-900">
          Search the sermons
        </label>
        <input
          id="library-q"
          type="search"
          name="q"
          maxLength={MAX_SEARCH_LENGTH}
          defaultValue={search.q ?? ''}
          className={`${inputClass} border-ink-600/50`}
          aria-describedby="library-q-hint"
        />
        <p id="library-q-hint" className="mt-0.5 text-sm text-ink-700">
          Words from a title or description, or a passage such as Psalm 23.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FilterSelect name="series" label="Series" all="All series" value={search.series} options={filters.series.map((one) => [one.slug, one.title])} />
        <FilterSelect name="speaker" label="Speaker" all="All speakers" value={search.speaker} options={filters.speakers.map((one) => [one, one])} />
        <FilterSelect name="book" label="Book of the Bible" all="All books" value={search.book} options={filters.books.map((one) => [one, one])} />
      </div>
      <button type="submit" className={buttonClass.primary}>
        Search
      </button>
    </form>
  )
}

type FilterSelectProps = { name: string; label: string; all: string; value: string | undefined; options: [value: string, label: string][] }

function FilterSelect({ name, label, all, value, options }: FilterSelectProps) {
  const id = `library-${name}`
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block font-semibold text-ink-900">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={`${inputClass} border-ink-600/50`}>
        <option value="">{all}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  )
}

function resultCount(library: LibraryPageData): string {
  const sermons = `${library.total.toLocaleString('en-GB')} ${library.total === 1 ? 'sermon' : 'sermons'}`
  if (!library.search.q) return library.search.series || library.search.speaker || library.search.book ? `${sermons} found` : `${sermons} in the library`
  return `${sermons} found for “${library.search.q}”`
}

function LibraryResults({ library }: { library: LibraryPageData }) {
  const { search } = library
  const searched = Boolean(search.q || search.series || search.speaker || search.book)
  if (library.total === 0 && !searched) {
    return (
      <p role="status" className="text-lg text-ink-700">
        There are no sermons in the library yet: watch the latest on the Sermons page.
      </p>
    )
  }
  if (library.total === 0) {
    return (
      <div role="status" className="space-y-3 text-lg text-ink-700">
        <p className="font-semibold text-ink-900">{search.q ? `No sermons match “${search.q}”.` : 'No sermons match these choices.'}</p>
        <p>Try other words, or fewer choices.</p>
        <p>
          <a href={LIBRARY_PATH} className={textLinkClass}>
            Show every sermon
          </a>
        </p>
      </div>
    )
  }
  return (
    <>
      <p role="status" className="font-semibold text-ink-900">
        {resultCount(library)}
      </p>
      {library.sermons.length === 0 ? (
        <p className="mt-4 text-lg text-ink-700">
          There is no page {library.page}: the last is page {library.pages}.{' '}
          <a href={libraryHref({ ...search, page: undefined })} className={textLinkClass}>
            Go to the first page
          </a>
        </p>
      ) : (
        <SermonList sermons={library.sermons} />
      )}
      <LibraryPaging library={library} />
    </>
  )
}

function LibraryPaging({ library }: { library: LibraryPageData }) {
  if (library.pages <= 1) return null
  const { page, pages, search } = library
  const linkTo = (to: number) => libraryHref({ ...search, page: to > 1 ? to : undefined })
  return (
    <nav aria-label="Pages of sermons" className="mt-8 flex flex-wrap items-center justify-between gap-4">
      {page > 1 && page <= pages ? (
        <a href={linkTo(page - 1)} rel="prev" className={buttonClass.secondary}>
          Previous<span className="sr-only"> page</span>
        </a>
      ) : (
        <span />
      )}
      <p className="font-semibold text-ink-900">
        Page {Math.min(page, pages)} of {pages}
      </p>
      {page < pages ? (
        <a href={linkTo(page + 1)} rel="next" className={buttonClass.secondary}>
          Next<span className="sr-only"> page</span>
        </a>
      ) : (
        <span />
      )}
    </nav>
  )
}
