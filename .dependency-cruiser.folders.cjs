// npm run lint, second pass: no cycles between folders, so each folder is a room that can be read
// knowing only the rooms below it. Tests reach across rooms by design and are left out, and so is
// server/main.ts, the process, which names only the bundle's type (see .dependency-cruiser.cjs).
const { options } = require('./.dependency-cruiser.cjs')

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles-between-folders',
      severity: 'error',
      comment: 'Two folders whose modules import each other, directly or round a loop, are one room split in two.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: { ...options, exclude: { path: `${options.exclude.path}|\\.test\\.tsx?$|^tests/|^server/main\\.ts$` } },
}
