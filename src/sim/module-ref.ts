import type { AnyRuleset } from 'sandtable';
import type { Bot, BotRecipe } from '../bots/bot.js';
import { RULESETS } from '../registry.js';

/**
 * Where a worker thread finds a value: an ES module specifier (a package subpath such as
 * `'sandtable/xenocide'`, or a `file:` URL; resolved from the worker's own file) and the export's name.
 */
export interface ModuleRef {
  readonly module: string;
  readonly export: string;
}

/** Modules a process already holds, by specifier, used instead of importing them (bundles, tests). */
export type ModuleTable = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** Where workers find the rulesets bundled with Sandtable, by ruleset id (from the registry). */
export const BUNDLED_RULESETS: Readonly<Record<string, ModuleRef>> = Object.fromEntries(
  RULESETS.map((description) => [description.id, description.ref]),
);

/** Whether a value is a {@link ModuleRef} rather than a live object. */
export function isModuleRef(value: unknown): value is ModuleRef {
  const v = value as Partial<ModuleRef> | null;
  return typeof v === 'object' && v !== null && typeof v.module === 'string' && typeof v.export === 'string';
}

async function loadExport(ref: ModuleRef, modules: ModuleTable): Promise<unknown> {
  let namespace: Readonly<Record<string, unknown>> | undefined = modules[ref.module];
  if (!namespace) {
    try {
      namespace = (await import(ref.module)) as Record<string, unknown>;
    } catch (error) {
      throw new Error(
        `Cannot import '${ref.module}': ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  if (!(ref.export in namespace)) throw new Error(`'${ref.module}' has no export '${ref.export}'.`);
  return namespace[ref.export];
}

/** Imports the ruleset a {@link ModuleRef} names (or takes it from `modules`) and checks it looks like one. */
export async function loadRuleset(ref: ModuleRef, modules: ModuleTable = {}): Promise<AnyRuleset> {
  const value = (await loadExport(ref, modules)) as Partial<AnyRuleset> | null;
  if (typeof value !== 'object' || value === null || typeof value.apply !== 'function' || !value.id) {
    throw new Error(`'${ref.export}' of '${ref.module}' is not a ruleset.`);
  }
  return value as AnyRuleset;
}

/** Rebuilds a bot from its recipe: calls the exported factory with the recipe's arguments. */
export async function loadBot(recipe: BotRecipe, modules: ModuleTable = {}): Promise<Bot> {
  const factory = await loadExport(recipe, modules);
  if (typeof factory !== 'function') {
    throw new Error(`'${recipe.export}' of '${recipe.module}' is not a bot factory function.`);
  }
  const bot = (factory as (...args: unknown[]) => Bot)(...(recipe.args ?? []));
  if (typeof bot?.choose !== 'function') {
    throw new Error(`'${recipe.export}' of '${recipe.module}' did not return a bot (an object with choose).`);
  }
  return bot;
}

/** The ref a worker loads `ruleset` by: itself if it is one, else the bundled ruleset of the same id. */
export function rulesetRefFor(ruleset: AnyRuleset | ModuleRef): ModuleRef {
  if (isModuleRef(ruleset)) return ruleset;
  const bundled = Object.hasOwn(BUNDLED_RULESETS, ruleset.id) ? BUNDLED_RULESETS[ruleset.id] : undefined;
  if (!bundled) {
    throw new Error(
      `simulate: worker threads cannot receive the '${ruleset.id}' ruleset object; pass ruleset as ` +
        `{ module, export } (e.g. { module: new URL('./my-game.js', import.meta.url).href, export: 'myGame' }) or use workers: 1.`,
    );
  }
  return bundled;
}

/** The recipe a worker rebuilds `bot` from, or a clear error for a bot that has none. */
export function botRecipeFor(player: string, bot: Bot | BotRecipe): BotRecipe {
  if (isModuleRef(bot)) return bot as BotRecipe;
  if (bot.recipe) return bot.recipe;
  throw new Error(
    `simulate: the bot '${bot.name}' of ${player} has no recipe, so worker threads cannot rebuild it; ` +
      'give it one (policyBot(fn, { recipe })), pass a { module, export, args } recipe, or use workers: 1.',
  );
}
