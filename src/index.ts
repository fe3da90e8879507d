/**
 * Sandtable: a headless, deterministic rules engine for sci-fi miniatures wargames.
 *
 * The core is ruleset-agnostic; each game is a subpath export (`sandtable/<ruleset>`).
 * @packageDocumentation
 */
export * from './core/index.js';
