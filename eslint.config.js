import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

// The dependency direction of docs/ARCHITECTURE.md, enforced: each layer may import only what is below it.
const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

const NODE_BUILTINS = { group: ['node:*', 'fs', 'path', 'crypto', 'http', 'os', 'child_process'], message: 'domain code is pure: no I/O' };
const FRAMEWORKS = {
  group: ['react', 'react-dom', 'fastify', 'zod', 'drizzle-orm', 'drizzle-orm/*', '@fastify/*', 'better-auth', 'better-auth/*'],
  message: 'domain code has no framework',
};

const WEB_ONLY_SHARED = {
  group: ['@finboard/db', '@finboard/db/*', '@finboard/api', '**/apps/api/**'],
  message: 'the web may import contracts and domain only',
};
const NO_SERVER_CODE = { group: ['fastify', 'drizzle-orm', 'pg', '@electric-sql/*'], message: 'server code does not belong in the browser' };
const API_NOT_WEB = { group: ['@finboard/web', '**/apps/web/**'], message: 'the api does not import the web app' };
// server/ assembles the app (build-server.ts, its plugins, the reactions): an arrow into it from the
// code it assembles would run back up. What several parts share lives in platform/.
const NOT_THE_ASSEMBLY = {
  group: ['**/server/**', '**/server/*'],
  message: 'server/ assembles the app and is imported by nothing it assembles: shared helpers live in platform/',
};
const NO_SERVICES = { group: ['**/*.service'], message: 'repositories never call services' };
/** Another module's repository, seen from a file `depth` folders below its module's (a row type may still be shared). */
const otherModulesRepositories = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}[a-z-]+/([a-z-]+/)*[a-z-]+\\.repository$`,
  allowTypeImports: true,
  message: "modules talk to each other through services: call the other module's service, not its repository",
});

// The type-aware rules (floating and misused promises, awaiting a non-promise, needless type
// assertions) run in oxlint's tsgolint (.oxlintrc.json, `npm run lint`): the same rules on
// TypeScript 7's checker, in a fraction of the time typescript-eslint's type information took.

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'packages/db/migrations/**', '**/*.d.ts'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['apps/web/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // An effect or memo that misses a dependency shows stale data: an error, like the others. A
      // deliberate omission says why beside an eslint-disable-next-line.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  restrict(['packages/domain/src/**'], [{ group: ['@finboard/*'], message: 'domain imports nothing from the repo' }, NODE_BUILTINS, FRAMEWORKS]),
  restrict(
    ['packages/contracts/src/**'],
    [
      { group: ['@finboard/db', '@finboard/api', '@finboard/web'], message: 'contracts import only zod and domain' },
      { group: ['drizzle-orm', 'fastify', 'react'], message: 'contracts import only zod and domain' },
    ],
  ),
  // The schema types its closed-set columns with the domain's own tuples (pure constants, no I/O).
  restrict(
    ['packages/db/src/**'],
    [{ group: ['@finboard/*', '!@finboard/domain', '!@finboard/domain/*'], message: 'db imports only drizzle, drivers and the domain' }],
  ),
  // A file gets the rule's options of the last block that matches it (flat config does not merge them),
  // so each block below lists every pattern that applies to its files, general ones first.
  restrict(['apps/web/src/**'], [WEB_ONLY_SHARED, NO_SERVER_CODE]),
  restrict(
    ['apps/web/src/features/**'],
    [
      { group: ['../../features/*', '../../../features/*', '**/features/*/**'], message: 'features never import other features: compose them in app/routes' },
      WEB_ONLY_SHARED,
      NO_SERVER_CODE,
    ],
  ),
  restrict(['apps/api/src/**'], [API_NOT_WEB]),
  { ...restrict(['apps/api/src/**'], [API_NOT_WEB, NOT_THE_ASSEMBLY]), ignores: ['apps/api/src/server/**', 'apps/api/src/main.ts'] },
  // Modules talk to each other through services. The demo seeder is the exception: it fills every module's tables as fixtures.
  { ...restrict(['apps/api/src/modules/*/*.ts'], [API_NOT_WEB, NOT_THE_ASSEMBLY, otherModulesRepositories(0)]), ignores: ['apps/api/src/modules/demo/**'] },
  restrict(['apps/api/src/modules/*/*/*.ts'], [API_NOT_WEB, NOT_THE_ASSEMBLY, otherModulesRepositories(1)]),
  restrict(['apps/api/src/modules/*/*/*/*.ts'], [API_NOT_WEB, NOT_THE_ASSEMBLY, otherModulesRepositories(2)]),
  restrict(
    ['apps/api/src/modules/**/*.routes.ts'],
    [
      API_NOT_WEB,
      NOT_THE_ASSEMBLY,
      { group: ['@finboard/db', 'drizzle-orm', '**/*.repository'], allowTypeImports: true, message: 'routes never touch the database: call a service' },
    ],
  ),
  restrict(['apps/api/src/modules/*/*.repository.ts'], [API_NOT_WEB, NOT_THE_ASSEMBLY, otherModulesRepositories(0), NO_SERVICES]),
  restrict(['apps/api/src/modules/*/*/*.repository.ts'], [API_NOT_WEB, NOT_THE_ASSEMBLY, otherModulesRepositories(1), NO_SERVICES]),
);
