import type { GameEvent, GameState, UnitFigure } from 'sandtable';
import { unitFigures } from 'sandtable/kit';
import type { WastelandEvent } from './events';
import type { WastelandState } from './state';

/** A unit id without its seat (`red.g1.u2` → `g1.u2`), so a force's units match whichever seat plays it. */
const withinForce = (id: string) => id.slice(id.indexOf('.') + 1);

/**
 * Wasteland Tactics' per-unit figures of a finished game: survival, and the enemy models each unit destroyed,
 * credited to the unit whose attack, reaction fire or psychic power was resolving (a model lost to its own
 * side's dangerous move is credited to no one).
 */
export function wastelandUnitFigures(state: GameState, events: readonly GameEvent[]): UnitFigure[] {
  const game = state.game as WastelandState;
  const units = game.units.map((u) => ({
    id: u.id,
    player: u.player,
    unit: `${withinForce(u.id)} (${u.name})`,
    points: u.cost,
    models: u.models.length,
    survived: u.status !== 'destroyed' && u.models.some((m) => m.alive),
  }));
  return unitFigures(units, events, {
    actors(raw) {
      const event = raw as unknown as WastelandEvent;
      switch (event.type) {
        case 'unit-activated':
        case 'attack-rolled':
        case 'charge-reaction':
        case 'power-cast':
          return [event.unit];
        case 'round-started':
          return [];
        default:
          return undefined;
      }
    },
    loss: (event) =>
      event.type === 'model-destroyed' ? (event as unknown as { unit: string }).unit : undefined,
  });
}
