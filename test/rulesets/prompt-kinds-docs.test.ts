import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { rampantPromptSchema } from '../../src/rulesets/rampant/index';
import { squadPinningPromptSchema } from '../../src/rulesets/squad-pinning/index';
import { wastelandTacticsPromptSchema } from '../../src/rulesets/wasteland-tactics/index';
import { xenocidePromptSchema } from '../../src/rulesets/xenocide/index';
import { xenosZealotsPromptSchema } from '../../src/rulesets/xenos-zealots/index';

/** The rows of a guide's "Prompt kinds" table, by kind: the cells after the kind. */
function promptTable(guide: string): Map<string, string[]> {
  const section = guide.split('## Prompt kinds')[1]?.split('\n## ')[0] ?? '';
  const rows = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
    const kind = /^`([a-z-]+)`/.exec(cells[1] ?? '')?.[1];
    if (kind) rows.set(kind, cells.slice(2));
  }
  return rows;
}

interface KindOption {
  unwrap(): { shape: { kind: { value: string }; commands: { unwrap(): { element: z.ZodEnum } } } };
}

/** Each kind of a prompt union schema with the command types that answer it. */
const kindsOf = (schema: { options: readonly unknown[] }) =>
  (schema.options as KindOption[]).map((o) => {
    const { kind, commands } = o.unwrap().shape;
    return { kind: kind.value, commands: commands.unwrap().element.options as string[] };
  });

describe.each([
  { guide: 'docs/xenocide.md', kinds: kindsOf(xenocidePromptSchema()) },
  { guide: 'docs/wasteland-tactics.md', kinds: kindsOf(wastelandTacticsPromptSchema()) },
  { guide: 'docs/xenos-zealots.md', kinds: kindsOf(xenosZealotsPromptSchema()) },
  { guide: 'docs/squad-pinning.md', kinds: kindsOf(squadPinningPromptSchema()) },
  { guide: 'docs/rampant.md', kinds: kindsOf(rampantPromptSchema()) },
])('the Prompt kinds table of $guide', ({ guide, kinds }) => {
  const table = promptTable(readFileSync(new URL(`../../${guide}`, import.meta.url), 'utf8'));

  it.each(kinds)('documents $kind with the commands that answer it', ({ kind, commands }) => {
    const row = table.get(kind);
    expect(row, `no row for ${kind}`).toBeDefined();
    for (const command of commands) expect(row?.[1]).toContain(`\`${command}\``);
  });

  it('documents no kind the ruleset does not have (besides the core roll)', () => {
    const known = new Set([...kinds.map((k) => k.kind), 'roll']);
    expect([...table.keys()].filter((k) => !known.has(k))).toEqual([]);
  });
});
