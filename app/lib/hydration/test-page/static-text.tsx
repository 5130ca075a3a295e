import { logPart } from './part-log.ts'

/** A static part: text, links of every kind, and a button that would say so if it ever hydrated. */
export function StaticText({ renders }: { renders: number }) {
  return (
    <section id="static">
      <p>Served text, rendered {renders} times since.</p>
      <a id="page-link" href="/about?from=static#team">
        A page of the site
      </a>
      <a id="file-link" href="/files/rota.pdf">
        A file
      </a>
      <a id="api-link" href="/api/calendar">
        An endpoint
      </a>
      <a id="new-tab-link" href="/about" target="_blank" rel="noopener">
        A page in a new tab
      </a>
      <a id="download-link" href="/about" download>
        A page to download
      </a>
      <a id="other-site-link" href="https://example.org/about">
        Another site
      </a>
      <button id="static-button" type="button" onClick={() => logPart('static: pressed')}>
        Press
      </button>
    </section>
  )
}
