// node scripts/runtime-packages.mjs <folder>: copies the packages the production server loads at
// run time, with their own dependencies as installed (the platform's binaries only), from
// node_modules into <folder>/node_modules, and writes <folder>/package.json naming them. The image
// (Dockerfile) runs dist/ on just these.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { BUNDLE_EXTERNALS, PROCESS_PACKAGES } from './lib/runtime-packages.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const installed = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')).packages

/** Where Node finds `name` for the package installed at `dependent` ('' for the project): its own node_modules first, then each one up. */
function resolveFrom(dependent, name) {
  let base = dependent
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`
    if (installed[candidate]) return candidate
    if (!base) return undefined
    const parent = base.lastIndexOf('/node_modules/')
    base = parent === -1 ? '' : base.slice(0, parent)
  }
}

/** The installed paths of `names` and everything they depend on; optional packages for other platforms are not installed and are skipped. */
function closure(names) {
  const found = new Set()
  const queue = names.map((name) => ({ from: '', name, optional: false }))
  while (queue.length > 0) {
    const { from, name, optional } = queue.pop()
    const at = resolveFrom(from, name)
    if (!at || !existsSync(path.join(ROOT, at))) {
      if (optional) continue
      throw new Error(`${name}, needed by ${from || 'the project'}, is not installed: run npm ci first`)
    }
    if (found.has(at)) continue
    found.add(at)
    const entry = installed[at]
    for (const dependency of Object.keys(entry.dependencies ?? {})) queue.push({ from: at, name: dependency, optional: false })
    for (const dependency of Object.keys(entry.optionalDependencies ?? {})) queue.push({ from: at, name: dependency, optional: true })
  }
  return [...found].sort()
}

const target = path.resolve(process.argv[2] ?? '')
if (!process.argv[2]) {
  console.error('Usage: node scripts/runtime-packages.mjs <folder>')
  process.exit(1)
}
const roots = [...BUNDLE_EXTERNALS, ...PROCESS_PACKAGES]
const paths = closure(roots)
rmSync(target, { recursive: true, force: true })
mkdirSync(target, { recursive: true })
for (const at of paths) {
  const source = path.join(ROOT, at)
  // A package's own node_modules holds packages of their own, copied when they are needed.
  cpSync(source, path.join(target, at), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (file) => !path.relative(source, file).split(path.sep).includes('node_modules'),
  })
}
const dependencies = Object.fromEntries(roots.map((name) => [name, installed[`node_modules/${name}`].version]))
writeFileSync(
  path.join(target, 'package.json'),
  `${JSON.stringify({ name: 'church-website-runtime', private: true, type: 'module', dependencies }, null, 2)}\n`,
)
console.log(`Copied ${paths.length} runtime packages into ${path.relative(process.cwd(), target) || '.'}`)
