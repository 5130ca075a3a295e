// `import text from './words.txt' with { type: 'text' }` gives the file's text, as Deno does on its own
// (the command line runs the sources under Deno). Under Vite and vitest the text is written into the
// importing module, so the server bundle carries it and needs no file beside it.
import { readFile } from 'node:fs/promises'

/** @returns {import('vite').Plugin} */
export function textImports() {
  return {
    name: 'church:text-imports',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith('.txt')) return null
      return { code: `export default ${JSON.stringify(await readFile(id, 'utf8'))}`, moduleType: 'js' }
    },
  }
}
