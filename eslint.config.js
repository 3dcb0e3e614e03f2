import tseslint from 'typescript-eslint';
import globals from 'globals';

// The dependency direction of docs/ARCHITECTURE.md, enforced: each layer may import only what is below it.
const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

const NODE_BUILTINS = { group: ['node:*', 'fs', 'path', 'crypto', 'http', 'os', 'child_process'], message: 'domain code is pure: no I/O' };
const FRAMEWORKS = { group: ['react', 'react-dom', 'fastify', 'zod', 'drizzle-orm', 'drizzle-orm/*', '@fastify/*', 'better-auth', 'better-auth/*'], message: 'domain code has no framework' };

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
  restrict(['packages/domain/src/**'], [{ group: ['@finboard/*'], message: 'domain imports nothing from the repo' }, NODE_BUILTINS, FRAMEWORKS]),
  restrict(['packages/contracts/src/**'], [{ group: ['@finboard/db', '@finboard/api', '@finboard/web'], message: 'contracts import only zod and domain' }, { group: ['drizzle-orm', 'fastify', 'react'], message: 'contracts import only zod and domain' }]),
  restrict(['packages/db/src/**'], [{ group: ['@finboard/*'], message: 'db imports only drizzle and drivers' }]),
  restrict(['apps/web/src/**'], [
    { group: ['@finboard/db', '@finboard/db/*', '@finboard/api', '**/apps/api/**'], message: 'the web may import contracts and domain only' },
    { group: ['fastify', 'drizzle-orm', 'pg', '@electric-sql/*'], message: 'server code does not belong in the browser' },
  ]),
  restrict(['apps/web/src/features/**'], [
    { group: ['../../features/*', '../../../features/*', '**/features/*/**'], message: 'features never import other features: compose them in app/routes' },
    { group: ['@finboard/db', '@finboard/db/*', '@finboard/api'], message: 'the web may import contracts and domain only' },
  ]),
  restrict(['apps/api/src/modules/**/*.routes.ts'], [
    { group: ['@finboard/db', 'drizzle-orm', '**/*.repository'], allowTypeImports: true, message: 'routes never touch the database: call a service' },
  ]),
  restrict(['apps/api/src/modules/**/*.repository.ts'], [{ group: ['**/*.service'], message: 'repositories never call services' }]),
  restrict(['apps/api/src/**'], [{ group: ['@finboard/web', '**/apps/web/**'], message: 'the api does not import the web app' }]),
);
