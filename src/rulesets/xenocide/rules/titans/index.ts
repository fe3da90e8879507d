/**
 * Xenocide titan rules (XEN-TITAN) as pure functions over `XenocideState`, a `TitanStatus` and a `Dice`:
 * power from the core, power plans with their validator and bot default, repairs, deflectors, damage,
 * suppression and close assault; only `apply-titans.ts` writes to a draft.
 * @packageDocumentation
 */
export * from './activation-power';
export * from './apply-titans';
export * from './boost';
export * from './power-plan';
export * from './repair';
export * from './resolve-power-plan';
export * from './titan-assault';
export * from './titan-damage';
export * from './titan-events';
export * from './titan-saves';
export * from './titan-sight';
export * from './titan-status';
export * from './titan-suppression';
export * from './weapon-power';
