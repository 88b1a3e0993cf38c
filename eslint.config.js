import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'test-results/**',
      'playwright-report/**',
      'packages/ui/test/.scratch-*/**',
      '**/mockServiceWorker.js',
      'storybook-static/**',
      'data/**',
      '**/*.d.ts',
      'packages/kenya/src/counties.data.ts',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  {
    // Type-aware rules where a tsconfig covers the file: a promise nobody awaits loses its error.
    files: [
      'apps/*/src/**/*.{ts,tsx}',
      'apps/api/test/**/*.ts',
      'packages/*/src/**/*.{ts,tsx}',
      'e2e/**/*.ts',
    ],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The server speaks through its logger and pages through the UI; command-line scripts print.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['apps/api/src/seed/cli.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // A replacement string is a pattern: "$`", "$'" and "$&" in a user's name repeat the text around it
    // (issue 37: a name of fifty "$`" made one profile page 133 MB). Replacements that are not written out
    // whole in the code go through a function, whose result is inserted as it is.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^replace(All)?$/][arguments.1]:not([arguments.1.type=/^(Literal|ArrowFunctionExpression|FunctionExpression)$/]):not([arguments.1.type='TemplateLiteral'][arguments.1.expressions.length=0])",
          message:
            "Pass a function as the replacement (`(match) => text`): a string replacement reads $` $' $& $1 in the text as patterns.",
        },
      ],
    },
  },
  {
    // The server's lower floor: the domains stand on the platform, so it imports none of them; what a domain
    // must give it (the caller's authentication, the upload limit...) app.ts hands it at start. The same
    // holds in apps/api/test/layers.test.ts, with dynamic imports and import circles.
    files: [
      'apps/api/src/{config,deps,errors}.ts',
      'apps/api/src/{db,events,http,i18n,jobs,transports}/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)domains/',
              message:
                'The platform imports no domain: take what it needs as an option from app.ts (docs/architecture.md, section 3).',
            },
          ],
        },
      ],
    },
  },
  {
    // A domain uses another only through its public face, index.ts: its queries, rules, JSON and commands
    // stay its own (docs/architecture.md, section 3). apps/api/test/layers.test.ts holds the same with
    // the order of the domains, and for files in a domain's sub-folders.
    files: ['apps/api/src/domains/*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[a-z-]+/(?!index\\.ts$)',
              message: 'Import another domain through its index.ts: the rest of it is private.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/domains/*/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./[a-z-]+/(?!index\\.ts$)',
              message: 'Import another domain through its index.ts: the rest of it is private.',
            },
          ],
        },
      ],
    },
  },
  // The web app by feature (docs/architecture.md, the web app): a feature's index.ts is its public face, the
  // only module of it that other features, the route tables, the layouts and main.tsx import; lib/ is under
  // every feature and imports none. apps/web/test/features.test.ts holds the same, dynamic imports included.
  ...[
    ['apps/web/src/features/*/*.{ts,tsx}', '^\\.\\./[a-z-]+/(?!index(?:\\.ts)?$)'],
    ['apps/web/src/features/*/*/*.{ts,tsx}', '^\\.\\./\\.\\./[a-z-]+/(?!index(?:\\.ts)?$)'],
    ['apps/web/src/features/*/*/*/**/*.{ts,tsx}', '^\\.\\./\\.\\./\\.\\./[a-z-]+/(?!index(?:\\.ts)?$)'],
    ['apps/web/src/*.{ts,tsx}', '^\\./features/[a-z-]+/(?!index(?:\\.ts)?$)'],
    ['apps/web/src/!(features|lib)/**/*.{ts,tsx}', '^(?:\\.\\./)+features/[a-z-]+/(?!index(?:\\.ts)?$)'],
  ].map(([files, regex]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex,
              message:
                "Import a feature through its index.ts, the feature's public face: the rest of it is its own.",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(?:^|/)features(?:/|$)',
              message: 'lib/ is what every feature stands on: it imports none of them.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
