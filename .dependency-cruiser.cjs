// npm run lint:imports: no import cycles (type-only imports included) and layers that point one way.
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
      comment: 'app/components and app/lib run in the browser: they never import server/ or db/.',
      from: { path: '^app/(components|lib|content)/' },
      to: { path: '^(server|db)/' },
    },
    {
      name: 'server-takes-only-lib-and-content-from-app',
      severity: 'error',
      comment: 'server/, db/ and emails/ may use the shared types and facts in app/lib and app/content, and nothing else of app/.',
      from: { path: '^(server|db|emails)/', pathNot: '^server/main\\.ts$' },
      to: { path: '^app/', pathNot: '^app/(lib|content)/' },
    },
    {
      name: 'the-process-runs-only-the-bundle',
      severity: 'error',
      comment:
        "server/main.ts loads the one server bundle (built from app/server.ts) and imports nothing the bundle holds, so no module exists twice in the process: only .env reading, the listener, and the bundle's types.",
      from: { path: '^server/main\\.ts$' },
      to: { dependencyTypesNot: ['core'], pathNot: '^(server/dotenv\\.ts|app/server\\.ts|node_modules/srvx/)' },
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
    {
      name: 'lib-is-the-bottom-layer',
      severity: 'error',
      comment: 'app/lib is shared by everything, so it imports no component, route or server function.',
      from: { path: '^app/lib/' },
      to: { path: '^app/(components|routes|server-fns)/' },
    },
    {
      name: 'components-do-not-import-routes',
      severity: 'error',
      from: { path: '^app/components/' },
      to: { path: '^app/routes/' },
    },
    {
      name: 'db-is-below-server',
      severity: 'error',
      from: { path: '^db/' },
      to: { path: '^server/' },
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
