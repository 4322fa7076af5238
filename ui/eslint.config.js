import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Where code may import from (CONTRIBUTING.md, "Where code may import from").
// lib/ and generated/ sit at the bottom, components/ above them, the
// features above those, and app/ (with main.tsx) puts it all together.
const APP = ['./src/app', './src/main.tsx'];

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The layers' zones; `app`: the app shell's paths, or none where it may be imported. */
function layerZones(app) {
  const zones = [
    {
      target: ['./src/lib', './src/generated'],
      from: ['./src/features', './src/components', ...app],
      message:
        'lib/ and generated/ are the bottom layer: they import no component, no feature and not app/.',
    },
    {
      target: './src/components',
      from: ['./src/features', ...app],
      message:
        'components/ serves every feature: it imports no feature and not app/ (take what differs as props).',
    },
  ];
  if (app.length > 0) {
    zones.push({
      target: './src/features',
      from: app,
      message:
        'app/ puts the features together, so a feature does not import it: move what both need to components/ or lib/.',
    });
  }
  return zones;
}

// A feature's own files are its business; another feature sees only its
// index.ts (none needs one yet: what two features share lives in
// components/ or lib/).
const FEATURE_ZONES = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [
    `./${feature}`,
    ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
  ],
  message:
    "A feature imports another feature only through that feature's index.ts (or what both need moves to components/ or lib/).",
}));

const restrictedPaths = (zones) => [
  'error',
  { basePath: import.meta.dirname, zones: [...zones, ...FEATURE_ZONES] },
];

export default tseslint.config(
  { ignores: ['dist', 'test-results', 'playwright-report'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    // Generated from the Rust types and the OpenAPI document: only the
    // import rules below look at it.
    ignores: ['src/generated/**'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // Accessibility of the JSX: labels, roles, names (docs/accessibility.md).
  { ...jsxA11y.flatConfigs.recommended, files: ['src/**/*.tsx'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      // Not followed for cycles: generated code imports only types from
      // lib/, and an `import type` makes no cycle. Saves reading 400 files.
      'import-x/ignore': ['/src/generated/'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': restrictedPaths(layerZones(APP)),
    },
  },
  {
    // Nothing imports a test, so a test may also use the app shell (its
    // theme, whole screens).
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(layerZones([])) },
  },
  {
    // Generated code is checked only for where it imports from; a cycle
    // through it still shows in the files that import it.
    files: ['src/generated/**/*.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
);
