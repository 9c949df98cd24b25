import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['auth', 'timesheet', 'projects', 'tasks', 'users', 'notifications', 'settings', 'search'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Features do not import each other; screens in app/ compose them (code flows one way).
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features.filter((other) => other !== feature).map((other) => `**/features/${other}/**`),
              message: 'Features do not import each other; compose them in app/routes.',
            },
            { group: ['**/app/**'], message: 'Code flows from features to app, not back.' },
          ],
        },
      ],
    },
  })),
  // Each API path is typed once, in the contract; everything else names the endpoint. Module
  // specifiers (`../api/add-task.ts`) are file paths, not API paths.
  {
    ignores: ['packages/contract/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          ':not(ImportDeclaration, ImportExpression, ExportAllDeclaration, ExportNamedDeclaration) > Literal[value=/\\/api\\//]',
          'TemplateElement[value.raw=/\\/api\\//]',
        ].map((selector) => ({
          selector,
          message:
            "API paths are declared once, in the contract: use api.<domain>.<call>.path (or API_PREFIX) from '@portal/contract'.",
        })),
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
