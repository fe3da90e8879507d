// Generates docs/rules/<ruleset>.md, the rules reference a reader follows from a catalogue ID cited in the
// TSDoc or an error message (`XEN-SUP-04`), from the rule catalogues in ../shared/rules/<ruleset>.md.
//
//   node scripts/rules-reference.mjs           # (re)writes docs/rules/*.md
//   node scripts/rules-reference.mjs --check   # exit 1 when a committed page differs from what it would write
//   node scripts/rules-reference.mjs --from DIR  # read the catalogues from DIR instead of ../shared/rules
//
// Each page keeps every rule entry (ID, what it says, the rulebook heading) with an anchor per ID, the
// engine's rulings and defaults (without the rulebook passages they weigh up), and links every ID, ruling
// and default it mentions to its anchor on the same page.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The catalogues, by ruleset id; the first two are the rulesets Sandtable ships. */
export const CATALOGUES = ['xenocide', 'wasteland-tactics', 'xenos-zealots', 'squad-pinning', 'rampant'];

/** Where the catalogues live when the repository is checked out beside ../shared. */
export const DEFAULT_SOURCE = resolve(root, '..', 'shared', 'rules');

/** Where the generated pages go. */
export const OUTPUT_DIR = join(root, 'docs', 'rules');

const RULE_ID = /^[A-Z]{2,4}-[A-Z0-9]+-\d+$/;
const ENTRY = /^- \*\*([A-Z]{2,4}-[A-Z0-9]+-\d+)\*\*/;
const RULING = /^(\d+)\. \*\*(R\d+) — /;
const DEFAULT = /^(\d+)\. \*\*(G\d+) · ([A-Z]{2,4}-[A-Z0-9]+-\d+) — /;
const SKIPPED_SECTIONS = /^(Coverage summary)$/;

/** Every anchor a catalogue defines: rule IDs, rulings (R1) and defaults (G1). */
export function anchorsOf(catalogue) {
  const anchors = new Set();
  for (const line of catalogue.split('\n')) {
    const entry = ENTRY.exec(line);
    if (entry) anchors.add(entry[1]);
    const ruling = RULING.exec(line);
    if (ruling) anchors.add(ruling[2]);
    const gap = DEFAULT.exec(line);
    if (gap) {
      anchors.add(gap[2]);
      anchors.add(gap[3]);
    }
  }
  return anchors;
}

/** Links each mention of a known ID, ruling or default in `text` to its anchor; code spans stay as they are. */
function linkMentions(text, anchors, self) {
  return text
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith('`')
        ? part
        : part.replace(/\b([A-Z]{2,4}-[A-Z0-9]+-\d+|[RG]\d+)\b/g, (token) =>
            anchors.has(token) && !self.has(token) ? `[${token}](#${token})` : token,
          ),
    )
    .join('');
}

/** Drops the rulebook passages a ruling weighs up (they may span lines), keeping its title and what the engine does. */
function rulingText(block) {
  const marker = '**Ruling (proposed):**';
  const at = block.indexOf(marker);
  if (at < 0) return block;
  const title = /^\d+\. \*\*R\d+ — .*?\*\*/.exec(block)[0];
  return `${title} ${block.slice(at)}`;
}

/** Sections holding the engine's rulings and defaults: listed after the rules, which a reader looks up. */
const RULINGS_SECTION = /^(Rulings on ambiguities|What the sheet leaves out)/;

/** Renders one catalogue (its Markdown) as the rules reference page for `ruleset`. */
export function renderReference(catalogue, ruleset) {
  const anchors = anchorsOf(catalogue);
  const lines = catalogue.split('\n');
  const title = (lines[0] ?? '').replace(/^# /, '').replace(/ — rules catalogue$/, '');
  const ids = [...anchors].filter((id) => RULE_ID.test(id));
  const rules = [];
  const rulings = [];
  let out;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    const heading = /^## (.*)$/.exec(line);
    if (heading) {
      out = SKIPPED_SECTIONS.test(heading[1])
        ? undefined
        : RULINGS_SECTION.test(heading[1])
          ? rulings
          : rules;
      out?.push('', line);
      continue;
    }
    if (out === undefined) continue;
    const entry = ENTRY.exec(line);
    const ruling = RULING.exec(line);
    const gap = DEFAULT.exec(line);
    if (entry) {
      const id = entry[1];
      const rest = line.slice(entry[0].length);
      out.push(`- <a id="${id}"></a>**${id}**${linkMentions(rest, anchors, new Set([id]))}`);
    } else if (gap) {
      const [prefix, number, g, id] = gap;
      const rest = line.slice(prefix.length);
      out.push(
        `${number}. <a id="${g}"></a><a id="${id}"></a>**${g} · ${id} — ${linkMentions(rest, anchors, new Set([g, id]))}`,
      );
    } else if (ruling) {
      // The ruling's block: its first line and every indented or blank line after it.
      let end = i + 1;
      while (end < lines.length && (lines[end] === '' || /^\s/.test(lines[end]))) end++;
      while (end > i + 1 && lines[end - 1].trim() === '') end--;
      const block = lines.slice(i, end).join('\n');
      i = end - 1;
      const [prefix, number, r] = ruling;
      const rest = rulingText(block).slice(prefix.length);
      out.push(`${number}. <a id="${r}"></a>**${r} — ${linkMentions(rest, anchors, new Set([r]))}`);
    } else {
      out.push(linkMentions(line, anchors, new Set()));
    }
  }
  const page = [
    `# ${title} — rules reference`,
    '',
    '<!-- Generated by `npm run rules:reference` from the rules catalogue; edit the catalogue, not this page. -->',
    '',
    `Every rule of the \`${ruleset}\` catalogue by its ID (${ids.length} IDs), as the API documentation, error`,
    'messages and tests cite it (`… (ID)`). "(§ …)" names the rulebook heading the rule comes from; "[Rn]" marks',
    'an entry that follows the engine ruling Rn where the book is silent or contradicts itself. The rulings and',
    'defaults come after the rules, with what the engine does (the rulebook passages they weigh up are left out).',
    ...rules,
    ...rulings,
  ];
  return `${page
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/[ \t]+$/gm, '')
    .trimEnd()}\n`;
}

/** The index page of docs/rules. */
export function renderIndex(titles) {
  const rows = CATALOGUES.map(
    (ruleset) =>
      `- [${titles.get(ruleset) ?? ruleset}](${ruleset}.md)${SHIPPED.has(ruleset) ? '' : ' (catalogue only; not shipped as a ruleset yet)'}`,
  );
  return [
    '# Rules references',
    '',
    '<!-- Generated by `npm run rules:reference`; edit the catalogues, not these pages. -->',
    '',
    'One page per rule catalogue: every rule ID the code, the API documentation and error messages cite, with',
    'what it says and the rulings the engine follows.',
    '',
    ...rows,
    '',
  ].join('\n');
}

const SHIPPED = new Set(['xenocide', 'wasteland-tactics', 'xenos-zealots', 'squad-pinning', 'rampant']);

/** Formats a page as `npm run lint` (Biome) wants it, so the committed pages pass the lint step as written. */
function formatted(file, text) {
  const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
  const run = spawnSync(process.execPath, [biome, 'format', `--stdin-file-path=docs/rules/${file}`], {
    cwd: root,
    input: text,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`biome format failed on docs/rules/${file}: ${run.stderr}`);
  return run.stdout;
}

/** The pages the generator writes, by path relative to docs/rules, from the catalogues in `source`. */
export function renderAll(source = DEFAULT_SOURCE) {
  const pages = new Map();
  const titles = new Map();
  for (const ruleset of CATALOGUES) {
    const catalogue = readFileSync(join(source, `${ruleset}.md`), 'utf8');
    const page = renderReference(catalogue, ruleset);
    titles.set(
      ruleset,
      page
        .split('\n')[0]
        .replace(/^# /, '')
        .replace(/ — rules reference$/, ''),
    );
    pages.set(`${ruleset}.md`, page);
  }
  pages.set('README.md', renderIndex(titles));
  return new Map([...pages].map(([file, text]) => [file, formatted(file, text)]));
}

function main() {
  const args = process.argv.slice(2);
  const source = args.includes('--from') ? resolve(args[args.indexOf('--from') + 1]) : DEFAULT_SOURCE;
  if (!existsSync(source)) {
    console.error(
      `rules:reference: no catalogues at ${source} (check out ../shared beside the repository, or pass --from DIR).`,
    );
    process.exit(2);
  }
  const pages = renderAll(source);
  if (args.includes('--check')) {
    const stale = [...pages].filter(([file, text]) => {
      const path = join(OUTPUT_DIR, file);
      return !existsSync(path) || readFileSync(path, 'utf8') !== text;
    });
    if (stale.length > 0) {
      console.error(
        `docs/rules is out of date (${stale.map(([f]) => f).join(', ')}): run npm run rules:reference.`,
      );
      process.exit(1);
    }
    console.log(`docs/rules is current (${pages.size} pages).`);
    return;
  }
  mkdirSync(OUTPUT_DIR, { recursive: true });
  for (const [file, text] of pages) writeFileSync(join(OUTPUT_DIR, file), text);
  console.log(`wrote ${[...pages.keys()].map((f) => `docs/rules/${f}`).join(', ')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
