// npm run lint: no import cycles (type-only imports included) and layers that point one way.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Modules that import each other, even only for types, cannot be read or moved one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'browser-code-stays-out-of-the-server',
      severity: 'error',
      comment: 'app/components, app/lib and app/content run in the browser: they never import server/, db/ or emails/.',
      from: { path: '^app/(components|lib|content)/' },
      to: { path: '^(server|db|emails)/' },
    },
    {
      name: 'routes-reach-the-database-through-the-server',
      severity: 'error',
      comment: 'A route reads its input, calls server/<domain>, and shapes the response: it never queries db/ or renders emails/ itself.',
      from: { path: '^app/(routes|server-fns)/' },
      to: { path: '^(db|emails)/' },
    },
    {
      name: 'components-take-only-lib-and-content',
      severity: 'error',
      comment: "Components are below the routes and the server functions: what a page loads is the route's business.",
      from: { path: '^app/components/' },
      to: { path: '^app/', pathNot: '^app/(components|lib|content)/' },
    },
    {
      name: 'lib-takes-only-content',
      severity: 'error',
      comment: 'app/lib is shared by everything, browser and server, so it imports nothing of app/ but the facts in app/content.',
      from: { path: '^app/lib/' },
      to: { path: '^app/', pathNot: '^app/(lib|content)/' },
    },
    {
      name: 'content-imports-nothing',
      severity: 'error',
      comment:
        "app/content holds the schemas of the church's documents, at the bottom of every layer: its documents are built from the fields in app/content/fields, and it imports nothing else of the site.",
      from: { path: '^app/content/' },
      to: { path: '^(app|server|db|emails)/', pathNot: '^app/content/' },
    },
    {
      name: 'public-pages-never-load-the-schemas',
      severity: 'error',
      comment:
        "A public page reads published content through its loader: only the editor and the server load the documents' schemas, so a visitor never downloads them (decision 024).",
      from: { path: '^app/(routes|components|lib)/', pathNot: '^app/(routes|components)/admin/' },
      to: { path: '^app/content/documents/', pathNot: '^app/content/documents/keys\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-functions-take-lib-content-and-server',
      severity: 'error',
      from: { path: '^app/server-fns/' },
      to: { path: '^app/', pathNot: '^app/(lib|content|server-fns)/' },
    },
    {
      name: 'server-takes-only-lib-and-content-from-app',
      severity: 'error',
      comment: 'server/, db/ and emails/ may use the shared types and facts in app/lib and app/content, and nothing else of app/.',
      from: { path: '^(server|db|emails)/', pathNot: '^server/main\\.ts$' },
      to: { path: '^app/', pathNot: '^app/(lib|content)/' },
    },
    {
      name: 'emails-are-below-the-server',
      severity: 'error',
      comment: 'Templates render what they are given: the server imports them, never the other way round.',
      from: { path: '^emails/' },
      to: { path: '^(server|db)/' },
    },
    {
      name: 'db-is-below-everything',
      severity: 'error',
      comment: 'db/ holds the pool, the migrations and the embedded PostgreSQL: it imports nothing of the site above it.',
      from: { path: '^db/' },
      to: { path: '^(server|app|emails)/' },
    },
    {
      name: 'the-process-runs-only-the-bundle',
      severity: 'error',
      comment:
        "server/main.ts loads the one server bundle (built from app/server.ts) and imports nothing the bundle holds, so no module exists twice in the process: only .env reading and the bundle's types; it listens with Deno.serve itself.",
      from: { path: '^server/main\\.ts$' },
      to: { dependencyTypesNot: ['core'], pathNot: '^(server/dotenv\\.ts|app/server\\.ts)' },
    },
    {
      name: 'the-process-takes-only-types-from-the-bundle-sources',
      severity: 'error',
      from: { path: '^server/main\\.ts$' },
      to: { path: '^app/server\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'the-bundle-leaves-env-files-to-the-process',
      severity: 'error',
      comment: "Reading .env is the process's job (server/main.ts), done before the bundle loads.",
      from: { path: '^(app|server|db|emails)/', pathNot: '^server/(main|dotenv)(\\.test)?\\.ts$' },
      to: { path: '^server/dotenv\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    moduleSystems: ['es6', 'cjs'],
  },
}
