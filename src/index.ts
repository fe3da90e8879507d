/**
 * Sandtable: a headless, deterministic rules engine for sci-fi miniatures wargames.
 *
 * The core is ruleset-agnostic; each game is a subpath export (`sandtable/<ruleset>`).
 *
 * Start here: `createGame` starts a game, `applyCommand` plays a command, `viewFor` is what a player
 * may see, `pending` and `legalCommands` say who must decide what; the rest serves rulesets and tools.
 * @module sandtable
 */

export type { Circle, Polygon, Table, Vec2 } from './core/geometry/index.js';
/** Table geometry: distances between bases, terrain crossed by sight lines and paths, coherency, arcs, templates. */
export * as geometry from './core/geometry/index.js';
export * from './core/index.js';
