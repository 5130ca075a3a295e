// npm run lockfile:prune — drops optional dependencies that package-lock.json records no package for.
// The registry this project installs from serves only the linux-x64 builds of platform-specific
// packages, so npm cannot record the others, and `npm ci` then refuses a lock that names them.
// Run it after every `npm install`. See docs/decisions/006-lockfile-without-other-platforms.md.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Whether `name`, required by the package at `from`, resolves to a package the lock records. */
function recorded(paths, from, name) {
  let base = from
  for (;;) {
    if (paths.has(base ? `${base}/node_modules/${name}` : `node_modules/${name}`)) return true
    if (!base) return false
    const parent = base.lastIndexOf('/node_modules/')
    base = parent === -1 ? '' : base.slice(0, parent)
  }
}

/** The optional dependencies, as "package → dependency", that the lock names but does not record. */
export function unrecordedOptionalDependencies(lock) {
  const paths = new Set(Object.keys(lock.packages))
  const missing = []
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!recorded(paths, path, name)) missing.push({ path, name })
    }
  }
  return missing
}

export function pruneLockfile(lock) {
  const missing = unrecordedOptionalDependencies(lock)
  for (const { path, name } of missing) {
    const entry = lock.packages[path]
    delete entry.optionalDependencies[name]
    if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies
  }
  return missing.length
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? 'package-lock.json'
  const lock = JSON.parse(readFileSync(file, 'utf8'))
  const dropped = pruneLockfile(lock)
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(`${file}: dropped ${dropped} optional dependencies the lock records no package for`)
}
