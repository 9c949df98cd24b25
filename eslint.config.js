import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders in `dir`, read as the config loads: a new feature or module is covered at once. */
const foldersIn = (dir) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const features = foldersIn('./apps/web/src/features/');

/**
 * date-fns by function (`date-fns/format`), never its index: the build assigns a signed-in screen's
 * modules to its first chunks by what they import, and the index imports all of date-fns, so one
 * import of it puts every function some lazy screen uses into the first load.
 */
const dateFnsByFunction = {
  name: 'date-fns',
  allowTypeImports: true,
  message: "Import each function from its own path, such as 'date-fns/format' (see eslint.config.js).",
};
const serverModules = foldersIn('./apps/server/src/modules/');

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'data/**'],
  },
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
  // Features do not import each other; screens in app/ compose them (code flows one way). A
  // feature's files sit one or two folders deep, so `../other/` and `../../other/` reach another.
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [dateFnsByFunction],
          patterns: [
            {
              group: features
                .filter((other) => other !== feature)
                .flatMap((other) => [`**/features/${other}/**`, `../${other}/**`, `../../${other}/**`]),
              message: 'Features do not import each other; compose them in app/routes.',
            },
            { group: ['**/app/**'], message: 'Code flows from features to app, not back.' },
          ],
        },
      ],
    },
  })),
  // What every feature builds on knows no feature and no screen: a feature's part in the layout
  // comes in through a slot that app/routes fills.
  {
    files: ['apps/web/src/{components,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [dateFnsByFunction],
          patterns: [
            {
              group: ['**/features/**'],
              message: 'components/, lib/ and config/ import no feature; take its part as a prop or slot.',
            },
            { group: ['**/app/**'], message: 'Code flows from components, lib and config to app, not back.' },
          ],
        },
      ],
    },
  },
  // A module asks another module's service for what it needs, never that module's repository, so
  // each module's rules stay the only way to its data. Routes are wired by app.ts alone.
  ...serverModules.map((module) => ({
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.routes.ts'],
              message: 'Only app.ts imports routes; a service or any other module file never does.',
            },
            {
              group: serverModules
                .filter((other) => other !== module)
                .map((other) => `**/${other}/**/*.repository.ts`),
              message:
                "A module never imports another module's repository: call that module's service, or add the query to its repository and a function to its service.",
            },
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
