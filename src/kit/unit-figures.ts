import type { GameEvent, UnitFigure } from 'sandtable';

/** A unit as per-unit figures need it: who plays it, its name within its army, its cost and models. */
export interface FigureUnit {
  readonly id: string;
  readonly player: string;
  /** Its name within its army, the same whichever seat plays it (`c1.u1 (1st Platoon)`). */
  readonly unit: string;
  readonly points: number;
  /** Models it started with (a removed model is worth `points / models`). */
  readonly models: number;
  readonly survived: boolean;
}

/** How a ruleset's events say who acts and what is lost, for {@link unitFigures}. */
export interface FigureEvents {
  /**
   * The units this event makes the acting ones (the shooter, the assaulting units); `[]` when it makes none act
   * (a new activation starts); undefined when it does not change who acts.
   */
  actors(event: GameEvent): readonly string[] | undefined;
  /** The unit that lost a model in this event, or undefined when it removes none. */
  loss(event: GameEvent): string | undefined;
}

/**
 * Per-unit figures of a finished game: each unit's survival, and the enemy models (and their points) it removed,
 * each loss credited to the enemy units acting when it happened (shared equally between several), so a loss
 * to its own side's move or rally is credited to no one.
 */
export function unitFigures(
  units: readonly FigureUnit[],
  events: readonly GameEvent[],
  read: FigureEvents,
): UnitFigure[] {
  const byId = new Map(units.map((u) => [u.id, u]));
  const kills = new Map<string, number>();
  const destroyed = new Map<string, number>();
  let acting: readonly string[] = [];
  for (const event of events) {
    acting = read.actors(event) ?? acting;
    const lost = read.loss(event);
    const victim = lost === undefined ? undefined : byId.get(lost);
    if (!victim) continue;
    const enemies = acting.filter((id) => {
      const unit = byId.get(id);
      return unit !== undefined && unit.player !== victim.player;
    });
    const worth = victim.models > 0 ? victim.points / victim.models : 0;
    for (const id of enemies) {
      kills.set(id, (kills.get(id) ?? 0) + 1 / enemies.length);
      destroyed.set(id, (destroyed.get(id) ?? 0) + worth / enemies.length);
    }
  }
  return units.map((u) => ({
    player: u.player,
    unit: u.unit,
    points: u.points,
    survived: u.survived,
    kills: kills.get(u.id) ?? 0,
    pointsDestroyed: destroyed.get(u.id) ?? 0,
  }));
}
