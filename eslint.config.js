// Lint rules: ESLint's and typescript-eslint's recommended sets, type-aware where it catches real bugs.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** What the browser client may take from the engine: views, narration, prompt texts, the protocol, the chart shapes. */
const WEB_PATTERNS = [
  {
    group: ['**/src/ai/**', '**/src/cli/**', '**/src/server/**', '!**/src/server/protocol.ts'],
    message: 'the browser client talks to the server through src/server/protocol.ts only',
  },
  {
    group: ['**/src/sim/**', '!**/src/sim/charts.ts'],
    message: 'the browser client takes only the chart shapes from the simulator',
  },
  {
    group: ['**/src/core/engine.ts', '**/src/core/seatIds.ts', '**/src/core/rng.ts'],
    message: 'the browser client never runs the rules: it reads the views the server sends',
  },
  { group: ['node:*'], message: 'the browser client runs in a browser' },
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'data/**', 'dist/**', 'coverage/**', 'drafts/**', 'test-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Boundaries (issue 20): the kernel knows no game; a game's rules know no product layer, not even the game's own
  // product folder (src/games/<game>/product/), which is where the game meets the agents, simulator, command line
  // and server; the browser client takes from the engine only what is meant for it (views, narration, prompt
  // texts, the protocol, the chart shapes), its screens reach a game only through the registry, and a game's browser
  // folder not into another game's.
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/games/**',
                '**/ai/**',
                '**/cli/**',
                '**/server/**',
                '**/sim/**',
                '**/web/**',
                '**/products.ts',
              ],
              message: 'the kernel (src/core) knows nothing of any game or product layer',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/games/**/*.ts'],
    // src/games/index.ts is the registration of the games' products, not rules.
    ignores: ['src/games/*/product/**', 'src/games/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ai/**', '**/cli/**', '**/server/**', '**/sim/**', '**/web/**', '**/products.ts'],
              message: 'a game (src/games) is rules and card data: no CLI, server, simulator, agent or client code',
            },
            {
              group: ['**/product/**', './product', '../product'],
              message: "a game's rules do not import its product (src/games/<game>/product/ imports the rules)",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/games/*/product/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**'],
              message: "a game's product serves the Node layers; the browser client has its own (web/src)",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    ignores: ['web/src/games/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WEB_PATTERNS,
            {
              regex: '^\\./games/[^/]+/',
              message: 'the screens reach a game only through the registry (web/src/games/index.ts, registry.ts)',
            },
            {
              regex: '/src/games/[^/]+/',
              message: "the screens read no game's engine files: a game's parts live in web/src/games/<game>/",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/games/**/*.ts', 'web/src/games/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WEB_PATTERNS,
            {
              regex: '^\\.\\./[^./][^/]*/',
              message: "a game's browser folder does not reach into another game's",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
