// The docs' examples compile: every ```ts block of README.md and docs/*.md is written to its own module in a
// temporary folder inside the project (so `sandtable/...` imports resolve to src/ through the tsconfig
// paths) and type-checked with `tsc --noEmit`. Errors are reported at the Markdown file and line.
//
// A block whose first line is `// file: name.ts` is written under that name, so a later block can import it
// (`import { race } from './race.js'`). A block that is deliberately partial (a signature, a fragment) may be skipped by putting
// `<!-- check-docs: skip -->` on the line just before its fence; prefer making the block complete.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const project = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// An argument names another folder with a README.md, docs/ and a tsconfig.json (the tests use fixtures).
const root = process.argv[2] ? resolve(process.argv[2]) : project;
const out = join(root, '.check-docs');
const SKIP = '<!-- check-docs: skip -->';

const sources = [
  'README.md',
  ...(existsSync(join(root, 'docs')) ? readdirSync(join(root, 'docs')) : [])
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];

/** Every ```ts block: its Markdown file, the line of its first code line, its code, and whether it is skipped. */
function blocksOf(file) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(ts|typescript)\s*$/.exec(lines[i]);
    if (!open) continue;
    const indent = open[1].length;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end])) end++;
    if (end >= lines.length) throw new Error(`${file}:${i + 1}: a \`\`\`ts block is never closed`);
    blocks.push({
      file,
      line: start + 1,
      code: lines.slice(start, end).map((l) => l.slice(Math.min(indent, l.search(/\S|$/)))),
      skipped: lines[i - 1]?.trim() === SKIP,
    });
    i = end;
  }
  return blocks;
}

const blocks = sources.flatMap(blocksOf);
const checked = blocks.filter((b) => !b.skipped);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const origin = new Map();
for (const block of checked) {
  const named = /^\/\/ file: ([\w-]+\.ts)\s*$/.exec(block.code[0] ?? '');
  const name = named ? named[1] : `${block.file.replace(/[/.]/g, '-')}-${block.line}.ts`;
  if (origin.has(name)) throw new Error(`${block.file}:${block.line}: a second block is named ${name}`);
  origin.set(name, block);
  // `export {}` makes each block its own module: names do not clash between blocks.
  writeFileSync(join(out, name), `${block.code.join('\n')}\nexport {};\n`);
}
writeFileSync(
  join(out, 'tsconfig.json'),
  JSON.stringify({
    extends: '../tsconfig.json',
    compilerOptions: { noEmit: true, noUnusedLocals: false },
    include: ['./*.ts'],
  }),
);

let status = 0;
try {
  const tsc = spawnSync(
    process.execPath,
    [join(project, 'node_modules/typescript/bin/tsc'), '-p', out, '--pretty', 'false'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const report = `${tsc.stdout}${tsc.stderr}`.replace(
    /^\.check-docs\/([^(]+)\((\d+),(\d+)\)/gm,
    (whole, name, line, column) => {
      const block = origin.get(name);
      return block ? `${block.file}:${block.line + Number(line) - 1}:${column}` : whole;
    },
  );
  if (tsc.status !== 0) {
    console.error(report.trim());
    console.error(
      `\ncheck-docs: the examples above do not compile (${relative(root, out)} kept for inspection).`,
    );
    status = 1;
  } else {
    console.log(
      `check-docs: ${checked.length} TypeScript blocks of ${sources.length} Markdown files compile` +
        ` (${blocks.length - checked.length} marked partial and skipped).`,
    );
  }
} finally {
  if (status === 0) rmSync(out, { recursive: true, force: true });
}
process.exit(status);
