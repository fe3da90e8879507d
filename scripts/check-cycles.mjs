#!/usr/bin/env node
// Import cycles in src/ (type-only imports included): dpdm builds the import graph from every file under
// src/, Tarjan's algorithm groups it into strongly connected components, and any component of more than one
// file (or a file importing itself) is a cycle. Exit 1 when there is one. `--count` prints the numbers only.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseDependencyTree } from 'dpdm';

const root = process.cwd();
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
const entries = files(join(root, 'src')).map((f) => relative(root, f));
const tree = await parseDependencyTree(entries, {
  context: root,
  tsconfig: join(root, 'tsconfig.json'),
  transform: false,
  skipDynamicImports: true,
  include: /src\//,
  exclude: /node_modules/,
});

const graph = new Map();
for (const [file, deps] of Object.entries(tree)) {
  graph.set(
    file,
    (deps ?? []).map((d) => d.id).filter((id) => id && id in tree && id.startsWith('src/')),
  );
}

// Tarjan's strongly connected components, iterative order over sorted files (deterministic output).
let index = 0;
const idx = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
const components = [];
function strong(v) {
  idx.set(v, index);
  low.set(v, index);
  index++;
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!idx.has(w)) {
      strong(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) components.push(component.sort());
  }
}
for (const file of [...graph.keys()].sort()) if (!idx.has(file)) strong(file);

const inCycles = components.reduce((n, c) => n + c.length, 0);
if (process.argv.includes('--count')) {
  console.log(JSON.stringify({ files: graph.size, cycles: components.length, filesInCycles: inCycles }));
} else if (components.length === 0) {
  console.log(`No import cycles among ${graph.size} files in src/ (type-only imports included).`);
} else {
  console.log(
    `${components.length} import cycle(s) in src/ (type-only imports included), ${inCycles} files:`,
  );
  for (const c of components) console.log(`  ${c.length} files: ${c.join(' ')}`);
}
process.exit(components.length === 0 ? 0 : 1);
