/**
 * Xenocide close-assault and overrun rules (XEN-CA, XEN-OVR) as pure functions over `XenocideState`, an
 * `AssaultState` and a `Dice`; every player choice is a parameter with a `whyBad*` validator and a `default*`
 * generator; only `apply-assault.ts` writes to a draft.
 * @packageDocumentation
 */
export * from './advance';
export * from './apply-assault';
export * from './assault-cad';
export * from './assault-move';
export * from './assault-state';
export * from './assault-suppression';
export * from './assault-transport';
export * from './attack-allocation';
export * from './building-join';
export * from './building-strike';
export * from './cancel';
export * from './casualties';
export * from './collapse-escape';
export * from './dice-pool';
export * from './dice-split';
export * from './disadvantage';
export * from './disembark';
export * from './effects';
export * from './flee';
export * from './follow-up';
export * from './kill-rules';
export * from './maneuver';
export * from './overrun';
export * from './participants';
export * from './refusal';
export * from './reinforcement';
export * from './retreat';
export * from './strike';
export * from './titan-power';
