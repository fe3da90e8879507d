import { geometry } from 'sandtable';
import type { Fire, XzCommand } from '../../commands/schema';
import { arcOf, templateOf } from '../../schemas/weapon';
import type { ModelState, UnitState, XzState } from '../../state';
import { pivotToward } from '../geometry';
import { enemyUnits, leaderOf, modelCard, weaponOf } from '../units';
import { checkFire, checkShoot, MAX_PIVOT, returnFireTargets, shootTurn } from './declare';
import { canPivot, leaderDistance } from './targeting';

/** How many target units the samples try, and how many Shoot commands they offer at most. */
const TARGETS_TRIED = 3;
const SAMPLES = 2;

/**
 * XZ-ORD-06 / XZ-SHOOT-02 … XZ-SHOOT-06 / XZ-MOR-08 / R14 / R36: a few legal Shoot commands for `unit` (its order's
 * Shoot action, or Return Fire): aimed at the leader of one of the closest enemy units its leader can see, with
 * every model firing every weapon it may at that unit (Blasts centred on the Aiming Point, tear-drops pointed at
 * it). Each one passes the same checks as the command.
 */
export function shootSamples(state: XzState, unit: UnitState): XzCommand[] {
  const when = shootTurn(state, unit, unit.player);
  if ('code' in when) return [];
  const leader = leaderOf(unit);
  if (!leader) return [];
  const allowed = when.returnFire ? returnFireTargets(state, unit) : undefined;
  const targets = enemyUnits(state, unit.player)
    .filter((t) => !allowed || allowed.has(t.id))
    .map((t) => ({ t, d: leaderDistance(unit, t) }))
    .sort((a, b) => a.d - b.d || (a.t.id < b.t.id ? -1 : 1))
    .slice(0, TARGETS_TRIED);
  const out: XzCommand[] = [];
  for (const { t } of targets) {
    const aimModel = leaderOf(t);
    if (!aimModel) continue;
    const aim = { x: aimModel.x, y: aimModel.y };
    const pivot = pivotFor(state, unit, aimModel);
    const fire: Fire[] = [];
    for (const unposed of unit.models) {
      if (!unposed.alive) continue;
      const m = pivot !== undefined && unposed.id === leader.id ? { ...unposed, facing: pivot } : unposed;
      for (const name of new Set(m.weapons)) {
        const entry: Fire = { model: m.id, weapon: name, target: t.id };
        const first = checkFire(state, unit, m, entry, aim, allowed);
        if (
          'code' in first &&
          first.code !== 'template-centre-missing' &&
          first.code !== 'template-bearing-missing'
        )
          continue;
        const full = withTemplate(state, unit, entry, aim);
        if (!('code' in checkFire(state, unit, m, full, aim, allowed))) fire.push(full);
      }
    }
    if (fire.length === 0) continue;
    const command: XzCommand = {
      type: 'shoot',
      player: unit.player,
      unit: unit.id,
      aim,
      fire,
      ...(pivot === undefined ? {} : { pivot }),
    };
    if ('code' in checkShoot(state, unit, unit.player, command)) continue;
    out.push(command);
    if (out.length >= SAMPLES) break;
  }
  return out;
}

/**
 * XZ-ARC-06 / R13: for a single large monster or walker whose first ranged weapon's arc misses `toward`, the
 * smallest pivot (at most 45°) that brings it into arc; undefined when none is needed or none is enough.
 */
function pivotFor(state: XzState, unit: UnitState, toward: ModelState): number | undefined {
  const alive = unit.models.filter((m) => m.alive);
  const only = alive.length === 1 ? alive[0] : undefined;
  if (!only || !canPivot(state, unit, only)) return undefined;
  const card = modelCard(state, unit, only);
  const weapon = only.weapons.map((n) => weaponOf(card, n)).find((w) => w && w.type !== 'assault');
  if (!weapon) return undefined;
  const facing = pivotToward(only, arcOf(weapon.mount ?? { kind: 'infantry' }), toward, MAX_PIVOT);
  if (facing === undefined || facing === only.facing) return undefined;
  return facing;
}

/** R14: a template entry laid on the Aiming Point: a Blast centred there, a tear-drop pointed at it. */
function withTemplate(state: XzState, unit: UnitState, entry: Fire, aim: { x: number; y: number }): Fire {
  const m = unit.models.find((x) => x.id === entry.model);
  if (!m) return entry;
  const weapon = weaponOf(modelCard(state, unit, m), entry.weapon);
  const template = weapon ? templateOf(weapon) : undefined;
  if (!template) return entry;
  if (template.template === 'blast') return { ...entry, at: aim };
  return { ...entry, bearing: Math.round(geometry.bearing(m, aim) * 1000) / 1000 };
}
