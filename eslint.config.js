import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Architecture boundaries, checked on every import: features never import each other (web/src/features/*,
 * server/src/modules/*; app/ and app.ts compose them), and core/ imports neither server/ nor web/.
 */
const FEATURE_ROOTS = ['web/src/features', 'server/src/modules'].map((folder) => path.resolve(folder));
const CORE_ROOT = path.resolve('core');
const boundaries = {
  rules: {
    'feature-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const owner = (target) => {
          for (const root of FEATURE_ROOTS) {
            if (target.startsWith(root + path.sep))
              return path.join(root, target.slice(root.length + 1).split(path.sep)[0]);
          }
          return undefined;
        };
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          if (file.startsWith(CORE_ROOT + path.sep) && /^@flowmind\/(server|web)/.test(source)) {
            context.report({ node, message: 'core/ is pure: it imports neither server nor web code.' });
          }
          if (!source.startsWith('.')) return;
          const target = path.resolve(path.dirname(file), source);
          if (file.startsWith(CORE_ROOT + path.sep) && !target.startsWith(CORE_ROOT + path.sep)) {
            context.report({ node, message: 'core/ is pure: it imports neither server nor web code.' });
          }
          const from = owner(file);
          const to = owner(target);
          if (from && to && from !== to) {
            context.report({
              node,
              message: 'Features never import each other; compose them in app/ (web) or app.ts (server).',
            });
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'server/src/db/migrations/**',
      'web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { flowmind: boundaries },
    rules: {
      'flowmind/feature-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
