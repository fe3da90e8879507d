import type { Dice, PlayerId, Rejection } from 'sandtable';
import { findUnit, profileOf } from '../../context';
import { cadRequirement } from '../../schemas/cad';
import type { XenocideState } from '../../state';
import type { OccupantDice, StructureDamage } from '../../state/buildings';
import { effectiveCad } from '../assault/assault-cad';
import { defaultKills, type Kill, lowestFace, type Victim, whyBadKills } from '../assault/kill-rules';
import { assertAccepted, refuse } from '../assault/refusal';
import { shootingModels } from '../shooting/engagement';
import type { BuildingEffect } from './building-effects';

/**
 * XEN-BLD-19 / XEN-CA-20 / R33: the models of an occupying unit as a building's CA dice see them: their
 * printed CAD with no building or cover bonus (a suppressed unit still loses a level), and their shields.
 */
export function occupantVictims(state: XenocideState, unitId: string): Victim[] {
  const unit = findUnit(state, unitId);
  if (!unit) return [];
  return shootingModels(state, unit).map((model) => {
    const profile = profileOf(state, model);
    const cad = effectiveCad(profile.cad, { suppressed: unit.suppression > 0, defended: false });
    const shield = profile.kind === 'titan' ? undefined : profile.defenseSpecials?.shield;
    return {
      model: model.id,
      unit: unit.id,
      cad,
      ...cadRequirement(cad),
      printed: profile.cad,
      vp: profile.vp,
      ...(shield === undefined ? {} : { shield }),
    };
  });
}

/**
 * XEN-BLD-19 / R50: for each structure point a section lost, one CA die at each unit that occupied it: one
 * roll per unit (by the attacking player when given), dice below its lowest CAD discarded. Nothing here
 * counts toward the occupants' suppression: building damage never causes a suppression test.
 */
export function rollOccupantDice(
  state: XenocideState,
  dice: Dice,
  damage: StructureDamage,
  attacker?: PlayerId,
): OccupantDice[] {
  if (damage.lost === 0) return [];
  return damage.occupants.flatMap((unitId) => {
    const unit = findUnit(state, unitId);
    const victims = occupantVictims(state, unitId);
    if (!unit || victims.length === 0) return [];
    const lowest = lowestFace(victims);
    const rolled = dice.roll({
      purpose: 'building-damage-attack',
      count: damage.lost,
      sides: 6,
      rules: ['XEN-BLD-19'],
      target: { per: 'die', op: 'atLeast', value: Math.min(6, lowest) },
      ...(attacker === undefined ? {} : { player: attacker }),
    }).dice;
    const pending = rolled.filter((d) => d >= lowest).sort((a, b) => a - b);
    return [{ unit: unitId, player: unit.player, dice: rolled, pending }];
  });
}

/** XEN-BLD-19: the owner's kills per occupying unit (dice are indices into its `pending`). */
export type OccupantCasualties = readonly { readonly unit: string; readonly kills: readonly Kill[] }[];

/**
 * XEN-BLD-19 / XEN-CA-24..26 / R47: why an owner's assignment of building-damage dice is refused: only the
 * owner assigns, and each unit's kills must be a legal close-assault assignment of its pending dice.
 */
export function whyBadOccupantCasualties(
  state: XenocideState,
  rolls: readonly OccupantDice[],
  player: PlayerId,
  assignment: OccupantCasualties,
): Rejection | undefined {
  for (const [i, entry] of assignment.entries()) {
    const roll = rolls.find((r) => r.unit === entry.unit);
    if (!roll)
      return refuse('unknown-entity', `Unit ${entry.unit} took no building-damage dice.`, [i, 'unit']);
    if (roll.player !== player)
      return refuse(
        'illegal-action',
        `Unit ${entry.unit} is not yours; its owner assigns its casualties (XEN-BLD-19).`,
        [i],
      );
  }
  for (const roll of rolls.filter((r) => r.player === player)) {
    const kills = assignment.find((a) => a.unit === roll.unit)?.kills ?? [];
    const why = whyBadKills(roll.pending, occupantVictims(state, roll.unit), kills);
    if (why) return refuse('illegal-action', `Unit ${roll.unit}: ${why} (XEN-BLD-19)`, [roll.unit]);
  }
  return undefined;
}

/** XEN-BLD-19: a bot's assignment: the close-assault default (cheapest models the dice can kill, lowest dice first). */
export function defaultOccupantCasualties(
  state: XenocideState,
  rolls: readonly OccupantDice[],
): OccupantCasualties {
  return rolls.map((r) => ({ unit: r.unit, kills: defaultKills(r.pending, occupantVictims(state, r.unit)) }));
}

/**
 * XEN-BLD-19 / XEN-CA-39 / R34: carries out an owner's accepted assignment for their units: a kill on a
 * model with Shield X is cancelled on d6 ≤ X (its dice spent), any other kill removes the model. Returns the
 * effects and, for units whose unassigned dice could now kill a shield survivor, the dice to assign again.
 */
export function assignOccupantCasualties(
  state: XenocideState,
  dice: Dice,
  rolls: readonly OccupantDice[],
  player: PlayerId,
  assignment: OccupantCasualties,
): { readonly effects: BuildingEffect[]; readonly again: OccupantDice[] } {
  assertAccepted(
    'assignOccupantCasualties',
    'whyBadOccupantCasualties',
    whyBadOccupantCasualties(state, rolls, player, assignment),
  );
  const effects: BuildingEffect[] = [];
  const again: OccupantDice[] = [];
  for (const roll of rolls.filter((r) => r.player === player)) {
    const victims = occupantVictims(state, roll.unit);
    const kills = assignment.find((a) => a.unit === roll.unit)?.kills ?? [];
    const dead = new Set<string>();
    for (const kill of kills) {
      const victim = victims.find((v) => v.model === kill.model) as Victim;
      if (victim.shield !== undefined) {
        const face = dice.roll({
          purpose: 'close-assault-shield',
          sides: 6,
          rules: ['XEN-CA-39'],
          target: { per: 'die', op: 'atMost', value: victim.shield },
          player,
        }).dice[0] as number;
        if (face <= victim.shield) continue;
      }
      dead.add(kill.model);
      effects.push({ kind: 'model-killed', unit: roll.unit, model: kill.model, cause: 'building-damage' });
    }
    const used = new Set(kills.flatMap((k) => k.dice));
    const left = roll.pending.filter((_, i) => !used.has(i));
    const survivors = victims.filter((v) => !dead.has(v.model));
    if (left.length > 0 && whyBadKills(left, survivors, []) !== undefined)
      again.push({ ...roll, pending: left });
  }
  return { effects, again };
}
