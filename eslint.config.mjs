import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries that mean something: engines and contracts import nothing of the services, apps never
 * import another app, and only tests may import the testing harness.
 */
export default [
  { ignores: ['dist/**', 'node_modules/**', '.data/**', '.local/**', '**/*.js', '**/*.mjs'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    plugins: { '@nx': nx },
    // Nest resolves constructor parameters from decorator metadata: an import used there is a value.
    languageOptions: { parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:engine', onlyDependOnLibsWithTags: ['type:engine', 'type:contracts', 'type:testing'] },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:contracts', 'type:testing'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform', 'type:engine', 'type:testing'] },
            { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:documents', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:parsing', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:analytics', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:exports', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:funders', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:embeds', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
    },
  },
  {
    // The testing harness is for specs, tools and benchmarks, never for service or library code.
    files: ['apps/**/src/**/*.ts', 'libs/**/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.integration-spec.ts', 'libs/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: '@uw/testing', message: 'The test harness is not for service code.' }] }] },
  },
  {
    files: ['**/*.spec.ts', '**/*.integration-spec.ts', 'libs/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
];
