// The import boundaries of docs/architecture.md, checked by dependency-cruiser
// (test-support/import-boundaries.test.ts runs it over the sources).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-imports-server',
      comment: 'The web app and the server share only packages/contract.',
      severity: 'error',
      from: { path: '^packages/web/' },
      to: { path: '^packages/server/' },
    },
    {
      name: 'server-imports-web',
      comment: 'The web app and the server share only packages/contract.',
      severity: 'error',
      from: { path: '^packages/server/' },
      to: { path: '^packages/web/' },
    },
    {
      name: 'contract-imports-an-app',
      comment: 'The contract is imported by both sides and imports neither.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^packages/(web|server)/' },
    },
    {
      name: 'admin-imports-an-app',
      comment: 'The staff app (issue 25) shares only packages/contract with the shop and the server.',
      severity: 'error',
      from: { path: '^packages/admin/src/' },
      to: { path: '^packages/(web|server)/' },
    },
    {
      name: 'an-app-imports-admin',
      comment: "Nothing imports the staff app: the visitor's bundle must not grow by a byte of it.",
      severity: 'error',
      from: { path: '^packages/(web|server|contract)/' },
      to: { path: '^packages/admin/' },
    },
    {
      name: 'ui-imports-an-app',
      comment: 'The shared kit (packages/ui) is imported by both apps and imports neither, nor the server.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^packages/(web|server|admin)/' },
    },
    {
      name: 'shop-imports-staff-controls',
      comment:
        "The shop keeps its native controls: the kit's React Aria controls would add 12 to 45 KB to a visitor's first load (decision 0025).",
      severity: 'error',
      from: { path: '^packages/web/' },
      to: { path: '^packages/ui/src/controls/' },
    },
    {
      name: 'feature-imports-another-feature',
      comment: "A feature does not import another feature's internals: features meet in app.",
      severity: 'error',
      from: { path: '^packages/(web|server|admin)/src/features/([^/]+)/' },
      to: { path: '^packages/$1/src/features/', pathNot: '^packages/$1/src/features/$2/' },
    },
    {
      name: 'shared-code-imports-a-feature',
      comment: "The web app's components and lib, the server's plugins, lib and mail import no feature.",
      severity: 'error',
      from: { path: '^packages/((web|admin)/src/(components|lib)|server/src/(plugins|lib|mail))/' },
      to: { path: '^packages/(web|server|admin)/src/features/' },
    },
    {
      name: 'module-internals-from-another-module',
      comment:
        "A server module is called through its index.ts, never through its tables, repository or service (ARCHITECTURE.md's modules).",
      severity: 'error',
      from: { path: '^packages/server/src/modules/([^/]+)/' },
      to: {
        path: '^packages/server/src/modules/[^/]+/(?!index\\.ts$|[^/]+\\.test-support\\.ts$)',
        pathNot: '^packages/server/src/modules/$1/',
      },
    },
    {
      name: 'module-internals-from-outside',
      comment:
        "Code outside the server's modules calls a module through its index.ts only (tests may use its test support).",
      severity: 'error',
      from: { path: '^packages/server/src/', pathNot: '^packages/server/src/modules/' },
      to: { path: '^packages/server/src/modules/[^/]+/(?!index\\.ts$|[^/]+\\.test-support\\.ts$)' },
    },
    {
      name: 'catalog-tables-outside-the-catalog',
      comment:
        "The catalog's tables (events, tours, their tickets, prices and slots, and the lists) are read and written in modules/catalog only: other code calls its index.ts (issue 35). The schema's own files, the demo seed and tests may name them.",
      severity: 'error',
      from: {
        path: '^packages/server/src/',
        pathNot:
          '^packages/server/src/(modules/catalog|db/schema|db/seed|test-support)/|\\.test(-support)?\\.ts$',
      },
      to: { path: '^packages/server/src/db/schema/(events|tours|catalog)\\.ts$' },
    },
    {
      name: 'member-tables-outside-members',
      comment:
        "The membership types and member cards (issue 36) are read and written in modules/members only: other code calls its index.ts. The schema's own files, the demo seed and tests may name them.",
      severity: 'error',
      from: {
        path: '^packages/server/src/',
        pathNot:
          '^packages/server/src/(modules/members|db/schema|db/seed|test-support)/|\\.test(-support)?\\.ts$',
      },
      to: { path: '^packages/server/src/db/schema/members\\.ts$' },
    },
    {
      name: 'visitor-contract-imports-staff',
      comment:
        "The contract's visitor modules import no staff module: zod schemas register themselves, so the visitor app would carry every staff call (issue 34 found 28 KB so).",
      severity: 'error',
      from: {
        path: '^packages/contract/src/',
        pathNot: '^packages/contract/src/(staff[^/]*|endpoints|index|test-fixtures)\\.ts$|\\.test\\.ts$',
      },
      to: { path: '^packages/contract/src/staff' },
    },
    {
      name: 'cart-shapes-reach-checkout',
      comment:
        "What a cart holds loads without checkout's and the account's modules: every booking screen keeps a cart, and zod builds each schema of a module it loads (issue 37 found 595 schemas so).",
      severity: 'error',
      from: { path: '^packages/contract/src/cart\\.ts$' },
      to: { path: '^packages/contract/src/(checkout|account)\\.ts$', reachable: true },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API yet: swc (a prebuilt package) parses the sources.
    parser: 'swc',
    // Type-only imports cross boundaries too.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
  },
};
