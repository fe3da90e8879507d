/**
 * Xenocide shooting rules (XEN-SHOOT, XEN-HIT, XEN-ALLOC, XEN-SAVE, XEN-AOE, XEN-SUP, XEN-OW) as pure
 * functions over `XenocideState` and a `Dice`; only `apply-shooting.ts` writes to a draft.
 * @packageDocumentation
 */
export * from './accuracy';
export * from './allocation';
export * from './allocation-choice';
export * from './aoe';
export * from './apply-shooting';
export * from './artillery';
export * from './assault-suppression';
export * from './building-targeting';
export * from './casualties';
export * from './cover';
export * from './d3';
export * from './deflector';
export * from './dig-in';
export * from './directed-fire';
export * from './eligibility';
export * from './engagement';
export * from './focus-fire';
export * from './mingled';
export * from './overwatch';
export * from './overwatch-options';
export * from './pass-through';
export * from './rally';
export * from './range';
export * from './resolve-attack';
export * from './resolve-target';
export * from './saves';
export * from './sight';
export * from './staged-attack';
export * from './staged-building-fire';
export * from './stealth';
export * from './summary';
export * from './suppression-check';
export * from './suppression-tally';
export * from './suppression-target';
export * from './suppression-test';
export * from './targeting';
export * from './to-hit';
export * from './volley';
export * from './weapon-system';
export * from './withheld-indirect-fire';
