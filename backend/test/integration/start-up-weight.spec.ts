import { spawnSync } from 'child_process';
import { join } from 'path';
import { assertFreshBuild } from '../support/backend-processes';

/**
 * The document and spreadsheet libraries load on first use, not when the API or the worker starts
 * (decisions.md, "Schwere Bibliotheken erst bei Bedarf"): together they were a third of every start and most
 * of each test file's set-up. A plain `import` of one of them somewhere in the app brings that back.
 */
const LOADED_ON_FIRST_USE = ['pdfkit', 'exceljs', '@e-invoice-eu/core', '@cantoo/pdf-lib'];

describe('start-up weight', () => {
  beforeAll(() => assertFreshBuild());

  it('starts the application module without the document and spreadsheet libraries', () => {
    const appModule = join(__dirname, '..', '..', 'dist', 'app.module.js');
    const script = `require(${JSON.stringify(appModule)}); console.log(JSON.stringify(Object.keys(require.cache)))`;
    const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
    expect(result.stderr).toBe('');
    const loaded: string[] = JSON.parse(result.stdout);
    expect(loaded.length).toBeGreaterThan(500); // the whole app was loaded, Nest and TypeORM included
    const heavy = LOADED_ON_FIRST_USE.filter((name) => loaded.some((file) => file.includes(`/node_modules/${name}/`)));
    expect(heavy).toEqual([]);
  });
});
