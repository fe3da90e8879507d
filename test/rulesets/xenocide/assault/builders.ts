import { produce } from 'immer';
import type { Dice } from 'sandtable';
import type { XenocideContext, XenocideDraft } from '../../../../src/rulesets/xenocide/context';
import type { XenocideEvent } from '../../../../src/rulesets/xenocide/events';
import {
  type AssaultEffect,
  type AssaultStepResult,
  applyAssaultEffects,
  assaultDecision,
  type DiceSplit,
  declareDiceSplit,
  settleAssault,
  startCloseAssault,
  tallyAssault,
} from '../../../../src/rulesets/xenocide/rules/assault';
import type { ModelProfile } from '../../../../src/rulesets/xenocide/schemas/unit-list';
import type { UnitState, XenocideState } from '../../../../src/rulesets/xenocide/state';
import type { AssaultState } from '../../../../src/rulesets/xenocide/state/assault';
import {
  aTank,
  aTrooper,
  aPosition as basePosition,
  aUnit as baseUnit,
  type PositionSpec,
  PROFILES,
  scriptedDice,
  type UnitSpec,
} from '../shooting/builders';

export { aFeature, aTank, aTrooper, rect, row, unitOf } from '../shooting/builders';

/** Test profiles for close assault, on top of the shooting builders' `test/trooper` (CAA 2, CAD 4) and `test/tank` (CAD 5). */
export const ASSAULT_PROFILES: Record<string, ModelProfile> = {
  'test/brute': aTrooper({ name: 'Brute', caa: 3, cad: '66', vp: 40 }),
  'test/ogre': aTrooper({ name: 'Ogre', caa: 4, cad: '666', vp: 60 }),
  'test/shield': aTrooper({ name: 'Shield Trooper', defenseSpecials: { shield: 3 } }),
  'test/power': aTrooper({ name: 'Power Armour', caa: 3, cad: 5, assaultSpecials: { extraDefenceDice: 1 } }),
  'test/hunter': aTrooper({ name: 'Tank Hunter', caa: 1, assaultSpecials: { antiArmorDice: 2 } }),
  'test/weak': aTrooper({ name: 'Conscript', caa: 1, cad: 3, vp: 5 }),
  'test/apc': aTank({ name: 'APC', caa: 1, cad: 5, size: 3, transport: { capacity: 10 } }),
  'test/open-apc': aTank({
    name: 'Open APC',
    caa: 1,
    cad: 5,
    size: 3,
    transport: { capacity: 10, open: true },
  }),
  'test/jumper': aTrooper({ name: 'Jumper', moveSpecials: { jump: 12 } }),
};

/** A unit on the table (player and company from its id), Fire and Move orders unless given, assault profiles included. */
export function aUnit(spec: UnitSpec): UnitState {
  return baseUnit(spec, { ...PROFILES, ...ASSAULT_PROFILES });
}

/** A 72"×48" red-vs-blue position with the assault test profiles available. */
export function aPosition(spec: PositionSpec): XenocideState {
  return basePosition({ ...spec, profiles: { ...ASSAULT_PROFILES, ...spec.profiles } });
}

/** A close assault played step by step on scripted dice: each step's effects are written and the automatic steps run. */
export class Fight {
  state: XenocideState;
  assault: AssaultState;
  readonly dice: ReturnType<typeof scriptedDice>;
  readonly events: XenocideEvent[] = [];
  readonly effects: AssaultEffect[] = [];

  constructor(state: XenocideState, assault: AssaultState, faces: readonly number[] = []) {
    this.state = state;
    this.assault = assault;
    this.dice = scriptedDice(faces);
  }

  private ctx(): Pick<XenocideContext, 'emit' | 'dice'> {
    return { dice: this.dice.dice as Dice, emit: (e) => this.events.push(e as XenocideEvent) };
  }

  /** Writes effects to the state, as a command handler would. */
  write(effects: readonly AssaultEffect[]): this {
    const base = this.state;
    this.effects.push(...effects);
    this.state = produce(base, (draft) =>
      applyAssaultEffects(draft as XenocideDraft, base, effects, this.ctx()),
    );
    return this;
  }

  /** Runs the automatic steps until a decision is needed. */
  settle(): this {
    const base = this.state;
    let next = this.assault;
    this.state = produce(base, (draft) => {
      next = settleAssault(draft as XenocideDraft, base, this.assault, this.ctx());
    });
    this.assault = next;
    return this;
  }

  /** Runs one decision step and writes its effects, without running the automatic steps after it. */
  step(run: (state: XenocideState, assault: AssaultState, dice: Dice) => AssaultStepResult): this {
    const result = run(this.state, this.assault, this.dice.dice);
    this.assault = result.assault;
    return this.write(result.effects);
  }

  /** Runs one decision step, writes its effects, then settles. */
  do(run: (state: XenocideState, assault: AssaultState, dice: Dice) => AssaultStepResult): this {
    const result = run(this.state, this.assault, this.dice.dice);
    this.assault = result.assault;
    return this.write(result.effects).settle();
  }

  /** The decision the assault waits for, as `kind:player`. */
  get waiting(): string {
    const d = assaultDecision(this.assault);
    return d ? `${d.kind}:${d.player}` : this.assault.step.kind;
  }
}

/** A close assault of red attackers on blue defenders, started at step 2 (no maneuvers). */
export function assaultAt(
  attackers: readonly string[],
  defenders: readonly string[],
  over: Partial<AssaultState> = {},
): AssaultState {
  return {
    ...startCloseAssault({ id: 'ca', attacker: 'red', defender: 'blue', attackers, defenders }),
    step: { kind: 'tally' },
    ...over,
  };
}

/** Declares both splits (defender, then attacker) with no defence dice set aside unless given. */
export function splitBoth(fight: Fight, blue: DiceSplit = [], red: DiceSplit = []): Fight {
  if (fight.waiting === 'split:blue') fight.do((s, a) => declareDiceSplit(s, a, 'blue', blue));
  if (fight.waiting === 'split:red') fight.do((s, a) => declareDiceSplit(s, a, 'red', red));
  return fight;
}

/** The assault at the attacker's strike (step 3), tallied, with no defence dice declared. */
export function atStrike(
  state: XenocideState,
  attackers: readonly string[],
  defenders: readonly string[],
): AssaultState {
  const base = assaultAt(attackers, defenders);
  return {
    ...base,
    pools: tallyAssault(state, base),
    step: { kind: 'strike', side: 'attacker', player: 'red' },
  };
}
