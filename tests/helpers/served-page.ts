import { type Browser, chromium, type Page, type Route } from '@playwright/test'
import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { build } from 'vite'
import playwrightConfig from '../../playwright.config.ts'

/** The browser code of a test page: each file's code by its name. */
export type BrowserBundle = ReadonlyMap<string, string>

/**
 * Bundles `entry` for the browser, in memory, as the site's build does: React's production build,
 * and a chunk of its own, named after its module, for each dynamic import.
 */
export async function bundleForBrowser(entry: string): Promise<BrowserBundle> {
  const output = await build({
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    publicDir: false,
    // Vitest sets NODE_ENV to test, which would bundle React's development build and JSX.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { development: false } },
    resolve: { tsconfigPaths: true },
    build: {
      write: false,
      emptyOutDir: false,
      minify: false,
      modulePreload: false,
      rolldownOptions: { input: entry, output: { entryFileNames: '[name].js', chunkFileNames: '[name].js' } },
    },
  })
  const files = new Map<string, string>()
  for (const bundle of Array.isArray(output) ? output : [output]) {
    if (!('output' in bundle)) throw new Error('Expected an in-memory build')
    for (const file of bundle.output) if (file.type === 'chunk') files.set(file.fileName, file.code)
  }
  return files
}

/** The HTML the server sends for `page`, with every part it waits for rendered. */
export async function serverHtml(page: ReactNode): Promise<string> {
  const { prelude } = await prerender(page)
  return new Response(prelude).text()
}

/** Chromium, launched as the end-to-end tests launch it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(playwrightConfig.use?.launchOptions)
}

const ORIGIN = 'http://page.test'

export type ServedPage = {
  page: Page
  /** Did the browser ask for this? A path of the page's origin without its leading slash ('client.js', 'about'), or a full URL elsewhere. */
  requested: (resource: string) => boolean
  /** Sends a file held back by `holding`. */
  release: (file: string) => Promise<void>
  /** What the page reported as errors: uncaught ones and console.error calls. */
  errors: string[]
  close: () => Promise<void>
}

type ServeOptions = {
  /** The server's HTML, put inside `<div id="page">`. */
  html: string
  bundle: BrowserBundle
  /** The bundle's file that the page loads. */
  entry: string
  /** Files of the bundle the page may ask for but only gets once released. */
  holding?: string[]
}

function resourceOf(url: string): string {
  const parsed = new URL(url)
  return parsed.origin === ORIGIN ? parsed.pathname.slice(1) : url
}

/**
 * Opens, in a context of its own, a page that shows `html` and runs the bundle. Everything else
 * any page of the context asks for, on any site, answers 204 No Content: a link the browser
 * follows leaves the page where it was, and is seen in `requested`.
 */
export async function openServedPage(browser: Browser, { html, bundle, entry, holding = [] }: ServeOptions): Promise<ServedPage> {
  const context = await browser.newContext()
  const requested = new Set<string>()
  const held = new Map<string, Route>()
  const document = `<!doctype html><html lang="en"><head><title>Test page</title></head><body><div id="page">${html}</div><script type="module" src="/${entry}"></script></body></html>`
  await context.route('**/*', async (route) => {
    const resource = resourceOf(route.request().url())
    requested.add(resource)
    const code = bundle.get(resource)
    if (resource === '') await route.fulfill({ contentType: 'text/html', body: document })
    else if (code === undefined) await route.fulfill({ status: 204 })
    else if (holding.includes(resource)) held.set(resource, route)
    else await route.fulfill({ contentType: 'text/javascript', body: code })
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(`${ORIGIN}/`, { waitUntil: 'commit' })
  return {
    page,
    requested: (resource) => requested.has(resource),
    release: async (file) => {
      const route = held.get(file)
      if (!route) throw new Error(`The page has not asked for ${file}`)
      held.delete(file)
      await route.fulfill({ contentType: 'text/javascript', body: bundle.get(file) })
    },
    errors,
    close: () => context.close(),
  }
}
