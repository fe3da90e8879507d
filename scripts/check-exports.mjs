// The types must tell the truth: for every entry point in package.json `exports`, the VALUE exports its
// declaration files (.d.ts for import, .d.cts for require) declare must be exactly the keys of the module
// the runtime loads (`await import(...)` and `require(...)`). Run after `npm run build`; an argument names
// another package folder to check (the tests use small fixture packages).
//
// Declared value exports are read with the TypeScript compiler API: the checker's exports of the
// declaration file's module symbol, keeping those with a value meaning (a `declare const`, a function, a
// class, an enum, a namespace with values), so `export { type X }` and interfaces do not count.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = process.argv[2]
  ? resolve(process.argv[2])
  : resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const require = createRequire(import.meta.url);

/** Every (entry point, condition) pair: its declaration file and the runtime file it describes. */
const targets = [];
for (const [subpath, conditions] of Object.entries(pkg.exports)) {
  if (typeof conditions !== 'object') continue;
  for (const kind of ['import', 'require']) {
    const branch = conditions[kind];
    if (!branch?.types || !branch.default) continue;
    targets.push({
      subpath,
      kind,
      types: resolve(root, branch.types),
      runtime: resolve(root, branch.default),
    });
  }
}
if (targets.length === 0) throw new Error('check-exports: package.json exports lists no typed entry point');

const program = ts.createProgram(
  targets.map((t) => t.types),
  {
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    types: ['node'],
  },
);
const checker = program.getTypeChecker();

/** The names the declaration file exports with a value meaning. */
function declaredValues(file) {
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`check-exports: cannot read ${file} (run npm run build first)`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) return [];
  const names = [];
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (!(target.flags & ts.SymbolFlags.Value)) continue;
    // `export type { x }` of a value: type-only, no runtime binding is promised.
    const typeOnly = (symbol.declarations ?? []).some(
      (d) => ts.isTypeOnlyImportOrExportDeclaration?.(d) ?? false,
    );
    if (typeOnly) continue;
    names.push(ts.unescapeLeadingUnderscores(symbol.escapedName));
  }
  return names.sort();
}

/** The keys of the module the runtime loads for this condition. */
async function runtimeKeys(target) {
  const mod =
    target.kind === 'import' ? await import(pathToFileURL(target.runtime).href) : require(target.runtime);
  return Object.keys(mod)
    .filter((k) => !(target.kind === 'require' && k === '__esModule'))
    .sort();
}

let failures = 0;
const rows = [];
for (const target of targets) {
  const declared = declaredValues(target.types);
  const actual = await runtimeKeys(target);
  const actualSet = new Set(actual);
  const declaredSet = new Set(declared);
  const missing = declared.filter((n) => !actualSet.has(n));
  const undeclared = actual.filter((n) => !declaredSet.has(n));
  const name = `${target.subpath} (${target.kind}: ${target.types.slice(root.length + 1)})`;
  rows.push(`${name}: ${declared.length} declared values, ${actual.length} at run time`);
  if (missing.length > 0) {
    failures++;
    rows.push(
      `  ${missing.length} declared but missing at run time: ${missing.slice(0, 40).join(', ')}${missing.length > 40 ? ', …' : ''}`,
    );
  }
  if (undeclared.length > 0) {
    failures++;
    rows.push(`  ${undeclared.length} at run time but not declared: ${undeclared.join(', ')}`);
  }
}
console.log(rows.join('\n'));
if (failures > 0) {
  console.error(`\ncheck-exports: ${failures} mismatch(es) between the declarations and the runtime.`);
  process.exit(1);
}
console.log('\nThe declared value exports match the runtime for every entry point.');
