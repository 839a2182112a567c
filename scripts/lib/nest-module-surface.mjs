// Which files of a backend feature module are its own business: the classes its `@Module` registers
// (providers, controllers) but does not list under `exports`. Read from the module files themselves,
// so the lint (eslint.config.mjs) follows a changed `exports` list without a second list to keep.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The text between the bracket at `open` and its partner. */
function bracketed(text, open) {
  const pairs = { '[': ']', '{': '}', '(': ')' };
  const stack = [];
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (pairs[char]) stack.push(pairs[char]);
    else if (char === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return text.slice(open + 1, i);
    }
  }
  throw new Error(`Klammer bei Zeichen ${open} wird nicht geschlossen.`);
}

/** Local name -> file, for the module file's imports from its own folder (`./…`). */
function ownImports(source, folder) {
  const files = new Map();
  for (const [, names, from] of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'(\.\/[^']+)'/g)) {
    const base = resolve(folder, from);
    const file = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
    if (!file) continue;
    for (const name of names.split(',')) {
      const local = name.trim().split(/\s+as\s+/).at(-1);
      if (local) files.set(local, file);
    }
  }
  return files;
}

/** Files named in one array of the `@Module({ … })` metadata (`providers`, `controllers`, `exports`). */
function filesIn(metadata, key, imports) {
  const at = new RegExp(`\\b${key}\\s*:\\s*\\[`).exec(metadata);
  if (!at) return new Set();
  // A `provide:` token names a contract (an interface and its token) that other modules implement or ask for.
  const list = bracketed(metadata, at.index + at[0].length - 1).replace(/\bprovide\s*:\s*[\w$]+/g, '');
  const names = list.match(/[A-Za-z_$][\w$]*/g) ?? [];
  return new Set(names.map((name) => imports.get(name)).filter(Boolean));
}

/**
 * For every folder under `modulesDir` with a `*.module.ts`: the absolute paths of the files that
 * hold a provider or controller the module keeps to itself.
 */
export function privateProviderFiles(modulesDir) {
  const result = new Map();
  for (const name of readdirSync(modulesDir)) {
    const folder = join(modulesDir, name);
    const moduleFiles = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.module.ts')) : [];
    const hidden = new Set();
    for (const moduleFile of moduleFiles) {
      const source = readFileSync(join(folder, moduleFile), 'utf8');
      const decorator = source.indexOf('@Module(');
      if (decorator < 0) continue;
      const metadata = bracketed(source, decorator + '@Module'.length);
      const imports = ownImports(source, dirname(join(folder, moduleFile)));
      const exported = filesIn(metadata, 'exports', imports);
      for (const key of ['providers', 'controllers']) {
        for (const file of filesIn(metadata, key, imports)) if (!exported.has(file)) hidden.add(file);
      }
    }
    if (moduleFiles.length > 0) result.set(name, [...hidden].sort());
  }
  return result;
}
