/**
 * Sandtable: a headless, deterministic rules engine for sci-fi miniatures wargames.
 *
 * The core is ruleset-agnostic; each game is a subpath export (`sandtable/<ruleset>`).
 * @packageDocumentation
 */

export type { Circle, Polygon, Table, Vec2 } from './core/geometry/index.js';
/** Table geometry: distances between bases, terrain crossed by sight lines and paths, coherency, arcs, templates. */
export * as geometry from './core/geometry/index.js';
export * from './core/index.js';
