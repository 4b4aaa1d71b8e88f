// ESLint (npm run lint): typescript-eslint's recommended rules on every TypeScript and JavaScript
// file, and React's rules of hooks on the components and hooks.
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // Build output, local state, and the file `npm run types` generates.
  globalIgnores([
    'dist/',
    'src/worker/generated/*.js',
    'dist.building-*/',
    '.wrangler/',
    'test/e2e/artifacts/',
    'bench/results/',
    'worker-configuration.d.ts',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  tseslint.configs.recommended,
  {
    files: ['**/*.tsx', 'src/ui/**/*.ts', 'client/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    rules: {
      // `const { omitted: _, ...kept } = value` is how a key is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // `declare global { namespace Cloudflare { ... } }` is how the worker's Env type is extended.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    // The code that meets input; a test may ask `name in table` of its own fixtures.
    files: ['src/**', 'client/**'],
    rules: {
      // `name in table` counts inherited names (`constructor`, `__proto__`) as entries: a name
      // from outside is looked up with Object.hasOwn (src/shared/own-entry.ts). `'key' in value`
      // that narrows a type is fine.
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator='in'][left.type!='Literal']",
          message: 'Look a name up with Object.hasOwn (or ownEntry): `in` counts inherited names such as constructor.',
        },
      ],
    },
  },
);
