import { clipEchoes } from './clip.js';
import { SandtableError } from './errors.js';
import type { AnyRuleset } from './ruleset.js';

// Shared through globalThis so that every copy of the package in a process (ESM and CJS builds, bundled
// duplicates) sees the same rulesets.
const REGISTRY = Symbol.for('sandtable.rulesets');
const byId: Map<string, AnyRuleset> =
  ((globalThis as Record<symbol, unknown>)[REGISTRY] as Map<string, AnyRuleset> | undefined) ??
  new Map<string, AnyRuleset>();
(globalThis as Record<symbol, unknown>)[REGISTRY] = byId;

/**
 * Makes a ruleset known to this process so functions that take only a state (`applyCommand`,
 * `deserialize`, `replay`) can find it by the state's `ruleset` id. `createGame` calls it for you.
 */
export function registerRuleset(ruleset: AnyRuleset): void {
  const known = byId.get(ruleset.id);
  if (known === ruleset) return;
  if (known) {
    throw new SandtableError(
      'invalid-ruleset',
      `registerRuleset: a different ruleset object is already registered as '${ruleset.id}'. ` +
        'Give each ruleset a distinct id.',
    );
  }
  byId.set(ruleset.id, ruleset);
}

/** The ruleset registered under `id`, or a clear error saying how to make it known. */
export function rulesetById(id: string): AnyRuleset {
  const ruleset = byId.get(id);
  if (!ruleset) {
    throw new SandtableError(
      'unknown-ruleset',
      clipEchoes(
        `No ruleset '${id}' is known in this process. Import it (e.g. import { ${camel(id)} } from 'sandtable/${id}') ` +
          'and pass it to createGame, deserialize or replay, or call registerRuleset first.',
      ),
    );
  }
  return ruleset;
}

function camel(id: string): string {
  return id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
