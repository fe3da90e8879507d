import type { CommandTemplate, PlayerId } from 'sandtable';
import { profileOf, sideIndex } from '../../context';
import type { XenocideState } from '../../state';
import { baseAllowance } from './allowance';
import { mayAssaultByMoving } from './assault-orders';
import { bombWeaponsOf } from './bombs';
import { COHERENCY_DISTANCE } from './coherency';
import { isFlyerUnit } from './flyers';
import { checkEligibility, isRejection } from './move-eligibility';
import { type MoverTraits, traitsOf } from './traits';
import { ZONE_OF_CONTROL } from './zone-of-control';

/**
 * XEN-MOVE-01: one template per unit `player` may move now: the unit, its largest allowance (before road
 * bonus and terrain), the modes its models share (jump, teleport), whether it may fly high, leave the
 * table or must enter from an edge, the flyer minimum, and the suppressed-move cost.
 */
export function moveTemplatesFor(state: XenocideState, player: PlayerId): CommandTemplate[] {
  const stage = state.stage;
  if (stage.kind !== 'activation' || stage.player !== player) return [];
  const out: CommandTemplate[] = [];
  for (const id of stage.units) {
    const eligible = checkEligibility(state, player, id);
    if (isRejection(eligible)) continue;
    const unit = eligible.unit;
    const live = unit.models.filter((m) => !m.removed);
    const traits = live.map((m) => traitsOf(profileOf(state, m)));
    const allowance = Math.max(
      0,
      ...live.map((m, i) =>
        baseAllowance(traits[i] as MoverTraits, unit.order, 'normal', m.titan?.boostThisTurn),
      ),
    );
    const modes = ['normal'];
    if (traits.length > 0 && traits.every((t) => t.jump !== undefined)) modes.push('jump');
    if (traits.length > 0 && traits.every((t) => t.teleport !== undefined)) modes.push('teleport');
    const flyer = isFlyerUnit(state, unit);
    const titan = unit.models.some((m) => !m.removed && m.titan !== undefined);
    const suppressed = unit.suppression > 0 && !titan && !unit.activity.suppressedMoveBought;
    const entry =
      eligible.entering === 'reserve' ? 'own-edge' : eligible.entering === 'return' ? 'any-edge' : null;
    const minimum = flyer ? Math.max(...traits.map((t) => t.move)) / 2 : 0;
    // XEN-TERR-31 / R40: a flyer with bombs may drop them on each enemy unit on the ground it flies over.
    const bombs = bombWeaponsOf(state, unit);
    const how = entry
      ? `entering from ${entry === 'own-edge' ? 'its own table edge' : 'any table edge'}, `
      : '';
    out.push({
      type: 'move-unit',
      player,
      description: `Move ${unit.name} (${unit.id}): ${how}up to ${allowance}" per model${flyer ? `, at least ${minimum}"` : ''}${bombs.length > 0 ? `; may drop ${bombs.join(', ')} on enemy units it flies over (bombs)` : ''}${suppressed ? '; suppressed: no closer to the enemy unless 1 CP is spent' : ''}.`,
      params: {
        unit: unit.id,
        allowance,
        minimum,
        modes,
        high: traits.length > 0 && traits.every((t) => t.hover || t.flyer),
        leaveTable: flyer && !entry,
        bombs: bombs.length > 0,
        entry,
        assault: mayAssaultByMoving(unit),
        zoneOfControl: ZONE_OF_CONTROL,
        coherency: COHERENCY_DISTANCE,
        suppressed,
        suppressedMoveCost: suppressed ? 1 : 0,
        cp: state.sides[sideIndex(state, player)]?.cp ?? 0,
        transportLocked: unit.activity.transportLocked,
      },
    });
  }
  return out;
}
