import type { GameEvent, GameState, UnitFigure } from 'sandtable';
import { unitFigures } from 'sandtable/kit';
import type { XenocideEvent } from './events';
import type { XenocideState } from './state';

/** A unit id without its seat (`red.c1.u2` → `c1.u2`), so an army's units match whichever side it plays. */
const withinArmy = (id: string) => id.slice(id.indexOf('.') + 1);

/**
 * Xenocide's per-unit figures of a finished game: survival, and the enemy models each unit removed, credited to
 * the shooter of the volley (its suppression tests included) or to the units striking in a close assault.
 */
export function xenocideUnitFigures(state: GameState, events: readonly GameEvent[]): UnitFigure[] {
  const game = state.game as XenocideState;
  const units = game.units.map((u) => ({
    id: u.id,
    player: u.player,
    unit: `${withinArmy(u.id)} (${u.name})`,
    points: u.value,
    models: u.startModels,
    survived: u.status !== 'eliminated' && u.models.some((m) => !m.removed),
  }));
  const assaults = new Map<string, { attacker: readonly string[]; defender: readonly string[] }>();
  return unitFigures(units, events, {
    actors(raw) {
      const event = raw as unknown as XenocideEvent;
      switch (event.type) {
        case 'company-activated':
          return [];
        case 'shots-fired':
        case 'attack-resolved':
        case 'building-shot':
          return [event.shooter];
        case 'unit-moved':
        case 'overrun-resolved':
        case 'building-assaulted':
        case 'titan-burst':
          return [event.unit];
        case 'assault-started':
          assaults.set(event.assault, { attacker: event.attackers, defender: event.defenders });
          return undefined;
        case 'assault-joined': {
          const sides = assaults.get(event.assault);
          if (sides)
            assaults.set(event.assault, { ...sides, [event.side]: [...sides[event.side], event.unit] });
          return undefined;
        }
        case 'assault-struck':
          return assaults.get(event.assault)?.[event.side] ?? [];
        default:
          return undefined;
      }
    },
    loss: (event) =>
      event.type === 'model-removed' ? (event as unknown as { unit: string }).unit : undefined,
  });
}
