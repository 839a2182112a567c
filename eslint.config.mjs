// The lint of both workspaces (`npx eslint .`, a step of `npm test`). Few rules on purpose: TypeScript's
// recommended set, the rules of hooks, and the boundaries docs/architecture.md describes ("Boundaries").
import { defineConfig } from 'eslint/config';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { privateProviderFiles } from './scripts/lib/nest-module-surface.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const backendSrc = join(root, 'backend/src');
const modulesDir = join(backendSrc, 'modules');
const featuresDir = join(root, 'frontend/src/features');
const folders = (dir) => readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

const privateProviders = privateProviderFiles(modulesDir);

function moduleZones(name, allowed = []) {
  const others = [...privateProviders].filter(([other]) => other !== name);
  const byKind = /\.(controller|processor|repository)\.ts$/; // the second zone names these for any module
  const hidden = others.flatMap(([, files]) => files).filter((file) => !allowed.includes(file) && !byKind.test(file));
  return [
    {
      target: join(modulesDir, name, '**'),
      from: hidden,
      message: 'Ein anderes Modul darf nur nutzen, was dessen @Module unter `exports` führt (dazu *.module.ts, dto/ und Dateien ohne Provider).',
    },
    {
      target: join(modulesDir, name, '**'),
      from: join(modulesDir, `!(${name})`, '**', '*.{controller,processor,repository}.ts'),
      message: 'Controller, Prozessoren und Repositories eines Moduls gehören nur ihm.',
    },
    {
      // Entities may point at another module's entity (a foreign key); nothing else may touch its tables.
      target: [join(modulesDir, name, '*.ts'), join(modulesDir, name, '!(entities)', '**')],
      from: join(modulesDir, `!(${name})`, 'entities', '**'),
      message: 'Die Tabellen eines anderen Moduls liest man über seinen exportierten Service; dessen Typ mit `import type` aus dem Service.',
    },
  ].filter((zone) => zone.from.length > 0);
}

const backendZones = (allowed = []) => [
  { target: join(backendSrc, 'common', '**'), from: join(modulesDir, '**'), message: '`common/` importiert kein Modul.' },
  ...folders(modulesDir).flatMap((name) => moduleZones(name, allowed)),
];

const frontendZones = [
  ...folders(featuresDir).map((name) => ({
    target: join(featuresDir, name, '**'),
    from: join(featuresDir, `!(${name})`, '**'),
    message: 'Features importieren einander nicht: Gemeinsames gehört nach components/ oder lib/.',
  })),
  {
    target: ['components', 'config', 'hooks', 'lib'].map((shared) => join(root, 'frontend/src', shared, '**')),
    from: join(featuresDir, '**'),
    message: 'components/, config/, hooks/ und lib/ sind für alle Features da und importieren keines.',
  },
];

export default defineConfig(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.{js,cjs,mjs}', 'frontend/src/lib/api/schema.gen.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['backend/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: backendZones() }] },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], tsconfig: { configFile: join(root, 'frontend/tsconfig.json') } }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: frontendZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
