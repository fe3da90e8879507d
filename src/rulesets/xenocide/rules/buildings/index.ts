/**
 * Xenocide building rules (XEN-BLD) as pure functions over `XenocideState`, the game's `BuildingState`s and a
 * `Dice`: agreed construction, entering and occupying, shooting at occupants and at the building, collapse
 * and escape, close assault on, from and between buildings, and titans bursting through. Every player
 * choice is a parameter with a `whyBad*` validator and a `default*` bot answer; buildings are returned, never
 * written, and only `apply-buildings.ts` writes to a draft.
 * @packageDocumentation
 */
export * from './aoe-combining';
export * from './apply-buildings';
export * from './assault-reach';
export * from './building-assault';
export * from './building-assault-dice';
export * from './building-effects';
export * from './building-fire';
export * from './building-invariants';
export * from './building-retreat';
export * from './building-spec';
export * from './building-state';
export * from './entering';
export * from './escape';
export * from './held-sections';
export * from './occupant-damage';
export * from './occupant-placement';
export * from './ruins';
export * from './section-assault';
export * from './structure-damage';
export * from './titan-burst';
