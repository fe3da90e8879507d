import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rulesDir = join(root, 'docs', 'rules');
const shared = join(root, '..', 'shared', 'rules');
const hasShared = existsSync(join(shared, 'xenocide.md'));

const page = (file: string) => readFileSync(join(rulesDir, file), 'utf8');
const anchorsOf = (text: string) => new Set([...text.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]));

/** Every file under `dir` (recursively) whose name ends with `.ts`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('docs/rules, the rules reference pages', () => {
  it.each([
    ['xenocide', 'XEN'],
    ['wasteland-tactics', 'WT'],
  ])(
    'every %s catalogue ID the source cites (TSDoc, rule fields, messages) has an anchor on its page',
    (ruleset, prefix) => {
      const anchors = anchorsOf(page(`${ruleset}.md`));
      const cited = new Set<string>();
      for (const file of sourceFiles(join(root, 'src'))) {
        for (const match of readFileSync(file, 'utf8').matchAll(
          new RegExp(`\\b${prefix}-[A-Z0-9]+-\\d+\\b`, 'g'),
        )) {
          cited.add(match[0]);
        }
      }
      expect(cited.size).toBeGreaterThan(100);
      expect([...cited].filter((id) => !anchors.has(id))).toEqual([]);
    },
  );

  it('every link on a page points at an anchor on that page or at a page that exists', () => {
    const files = readdirSync(rulesDir).filter((f) => f.endsWith('.md'));
    expect(files).toEqual(expect.arrayContaining(['README.md', 'xenocide.md', 'wasteland-tactics.md']));
    const broken: string[] = [];
    for (const file of files) {
      const text = page(file);
      const anchors = anchorsOf(text);
      for (const [, target] of text.matchAll(/\]\(([^)]+)\)/g)) {
        if (
          target?.startsWith('#') ? !anchors.has(target.slice(1)) : !existsSync(join(rulesDir, target ?? ''))
        ) {
          broken.push(`${file} -> ${target}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('XEN-SUP-04 and WT-MOVE-06, cited in the TSDoc, say what they rule and link their ruling', () => {
    expect(page('xenocide.md')).toMatch(
      /<a id="XEN-SUP-04"><\/a>\*\*XEN-SUP-04\*\* — A suppressed unit shoots at −1 Accuracy .*\[\[R4\]\(#R4\)\]/,
    );
    expect(page('xenocide.md')).toMatch(/<a id="R4"><\/a>\*\*R4 — .*\*\*Ruling \(proposed\):\*\* a flat −1/);
    expect(page('wasteland-tactics.md')).toMatch(
      /<a id="WT-MOVE-06"><\/a>\*\*WT-MOVE-06\*\* — Models must end a Move/,
    );
  });

  it.skipIf(!hasShared)(
    hasShared
      ? 'is current: the committed pages are what `npm run rules:reference` writes from ../shared/rules'
      : 'is current (SKIPPED: ../shared/rules is not beside the repository, so the catalogues cannot be read)',
    () => {
      const run = spawnSync(process.execPath, [join(root, 'scripts', 'rules-reference.mjs'), '--check'], {
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    },
  );
});
