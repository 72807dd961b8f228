import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Architecture boundaries, checked on every import: features never import each other (web/src/features/*,
 * server/src/modules/*; app/ and app.ts compose them), core/ imports neither server/ nor web/, and the web
 * app's layers point one way: shared code (api/, lib/, components/) -> features/ -> app/.
 */
const FEATURE_ROOTS = ['web/src/features', 'server/src/modules'].map((folder) => path.resolve(folder));
const CORE_ROOT = path.resolve('core');
const WEB_SRC = path.resolve('web/src');
/**
 * A web file's layer: 0 shared, 1 features, 2 app and the entry (main.tsx); a file imports only from its own
 * layer or below.
 */
const webLayer = (file) => {
  if (!file.startsWith(WEB_SRC + path.sep)) return undefined;
  const parts = file.slice(WEB_SRC.length + 1).split(path.sep);
  if (parts.length === 1 || parts[0] === 'app') return 2;
  return parts[0] === 'features' ? 1 : 0;
};
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
          const fromLayer = webLayer(file);
          const toLayer = webLayer(target);
          if (fromLayer !== undefined && toLayer !== undefined && toLayer > fromLayer) {
            context.report({
              node,
              message:
                'web/src layers point one way: api/, lib/ and components/ never import features/ or app/, and features/ never import app/.',
            });
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

/**
 * Table ownership: a module's tables are touched only by that module (its repository); another module
 * gets what it needs through the owner's service, as functions composed in server/src/app.ts. So a file
 * in server/src/modules/<m>/ may import from server/src/db/schema*.ts only the tables <m> owns, and its
 * raw `sql` text may name only those. A new table must be given an owner here before any module uses it.
 */
const TABLE_OWNERS = {
  // better-auth's tables (server/src/auth): no module touches them.
  authSessions: 'auth',
  authAccounts: 'auth',
  authVerifications: 'auth',
  authRateLimits: 'auth',
  coaches: 'coaches',
  practiceCategories: 'practices',
  practices: 'practices',
  practiceTags: 'practices',
  practiceEffectiveness: 'practices',
  // The answers to completions sent with an Idempotency-Key (decision 0024).
  practiceCompletionRequests: 'practices',
  // Running totals of what helps, kept with each completion (decision 0019).
  practiceInsightTotals: 'practices',
  timeOfDayInsightTotals: 'practices',
  moodEntries: 'mood',
  chatConversations: 'chat',
  chatMessages: 'chat',
  achievements: 'progress',
  // Written by triggers on mood_entries and practice_effectiveness; read by progress alone.
  userProgress: 'progress',
  streakRestDays: 'progress',
  coachMemoryFacts: 'memory',
  coachMemorySettings: 'memory',
  journalEntries: 'journal',
  voiceAudio: 'voice',
  voiceRateLimits: 'voice',
  voiceSettings: 'voice-settings',
  pushSubscriptions: 'push',
  // Which reminder went out to whom for which local day (decision 0022).
  reminderDeliveries: 'reminders',
  // Which seed version a database holds (server/src/db/seed.ts).
  seedVersions: 'seed',
};
/**
 * Tables with no single owner, any module may use:
 * - users, the person's profile row: created at sign-in (profile); written by onboarding (the answers),
 *   profile (names, goals, coach, country), coaches (the chosen coach) and notifications (preferences);
 *   read by most modules for the person's time zone and whether onboarding is done.
 * - authUsers, better-auth's account row: profile and onboarding write the person's first and last name
 *   on it (sign-in and the session show them); voice locks it while storing audio.
 */
const SHARED_TABLES = new Set(['users', 'authUsers']);
/**
 * Modules that may read and delete every table, by design: account exports everything that is the
 * person's and deletes the account with all of it in one transaction.
 */
const EVERY_TABLE_MODULES = new Set(['account']);

const MODULES_ROOT = path.join(import.meta.dirname, 'server/src/modules');
const SCHEMA_DIR = path.join(import.meta.dirname, 'server/src/db');
const SCHEMA_FILE = /^schema(?:-[a-z-]+)?(?:\.[jt]s)?$/;
/** Every table's export name by its SQL name, read from the schema files themselves. */
const TABLE_BY_SQL_NAME = new Map(
  fs
    .readdirSync(SCHEMA_DIR)
    .filter((name) => SCHEMA_FILE.test(name) && name.endsWith('.ts'))
    .flatMap((name) => [
      ...fs
        .readFileSync(path.join(SCHEMA_DIR, name), 'utf8')
        .matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g),
    ])
    .map(([, exportName, sqlName]) => [sqlName, exportName]),
);
const SCHEMA_TABLES = new Set(TABLE_BY_SQL_NAME.values());
/** A table named after FROM, JOIN, INTO or UPDATE in raw SQL. */
const SQL_TABLE_REFERENCE = /\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi;

const tableRules = {
  'table-owners': {
    meta: { type: 'problem', schema: [] },
    create(context) {
      const file = context.filename;
      if (!file.startsWith(MODULES_ROOT + path.sep)) return {};
      const moduleName = file.slice(MODULES_ROOT.length + 1).split(path.sep)[0];
      if (EVERY_TABLE_MODULES.has(moduleName)) return {};
      /** Why `table` is not this module's to touch, or undefined when it is. */
      const refusal = (table) => {
        if (SHARED_TABLES.has(table)) return undefined;
        const owner = TABLE_OWNERS[table];
        if (owner === undefined)
          return `${table} has no owner yet: give it one in eslint.config.js (TABLE_OWNERS).`;
        if (owner === moduleName) return undefined;
        return `${table} is owned by ${owner}: ${moduleName} gets what it needs from the owner's service, composed in server/src/app.ts.`;
      };
      const fromSchema = (node) => {
        const source = node.source;
        if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
          return false;
        const target = path.resolve(path.dirname(file), source.value);
        return path.dirname(target) === SCHEMA_DIR && SCHEMA_FILE.test(path.basename(target));
      };
      const checkNames = (names) => {
        for (const { node: at, name } of names) {
          if (!SCHEMA_TABLES.has(name)) continue;
          const message = refusal(name);
          if (message) context.report({ node: at, message });
        }
      };
      const whole = (node) =>
        context.report({
          node,
          message: 'Import tables from the schema by name, so whose they are can be checked.',
        });
      return {
        ImportDeclaration(node) {
          if (!fromSchema(node)) return;
          if (node.specifiers.some((specifier) => specifier.type !== 'ImportSpecifier')) return whole(node);
          checkNames(
            node.specifiers.map((specifier) => ({ node: specifier, name: specifier.imported.name })),
          );
        },
        ExportNamedDeclaration(node) {
          if (!fromSchema(node)) return;
          checkNames(node.specifiers.map((specifier) => ({ node: specifier, name: specifier.local.name })));
        },
        ExportAllDeclaration(node) {
          if (fromSchema(node)) whole(node);
        },
        ImportExpression(node) {
          if (fromSchema(node)) whole(node);
        },
        TaggedTemplateExpression(node) {
          if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
          const text = node.quasi.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' ? ');
          for (const [, sqlName] of text.matchAll(SQL_TABLE_REFERENCE)) {
            const table = TABLE_BY_SQL_NAME.get(sqlName.toLowerCase());
            const message = table && refusal(table);
            if (message) context.report({ node, message: `Raw SQL names ${sqlName}: ${message}` });
          }
        },
      };
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
    plugins: { flowmind: { rules: { ...boundaries.rules, ...tableRules } } },
    rules: {
      'flowmind/feature-boundaries': 'error',
      'flowmind/table-owners': 'error',
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
