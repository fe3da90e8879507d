/**
 * The Xenos & Zealots bots' Shoot actions: a Shoot command at each of the enemy units the expected-damage model
 * rates best (not only the closest ones the samples try), built and checked the way the samples are
 * (XZ-SHOOT-02 … XZ-SHOOT-06, XZ-MOR-08, R14, R36).
 * @module
 */
import { geometry, type Vec2 } from 'sandtable';
import type { Fire, XzCommand } from '../commands/schema';
import { checkFire, checkShoot, returnFireTargets, shootTurn } from '../rules/shooting/declare';
import { enemyUnits, leaderOf, modelCard, weaponOf } from '../rules/units';
import { templateOf } from '../schemas/weapon';
import type { ModelState, UnitState, XzState } from '../state';
import { damageWorth, expectedShooting } from './firepower';

/** How many of the best-rated target units get a Shoot command. */
const TARGETS = 3;

/** R14: a template entry laid on the Aiming Point: a Blast centred there, a tear-drop pointed at it. */
function withTemplate(state: XzState, unit: UnitState, m: ModelState, entry: Fire, aim: Vec2): Fire {
  const weapon = weaponOf(modelCard(state, unit, m), entry.weapon);
  const template = weapon ? templateOf(weapon) : undefined;
  if (!template) return entry;
  if (template.template === 'blast') return { ...entry, at: aim };
  return { ...entry, bearing: Math.round(geometry.bearing(m, aim) * 1000) / 1000 };
}

/** The Aiming Points tried on a target: its leader, then its model closest to the shooting unit's leader. */
function aimPoints(unit: UnitState, target: UnitState): Vec2[] {
  const lead = leaderOf(unit);
  const out: Vec2[] = [];
  const tl = leaderOf(target);
  if (tl) out.push({ x: tl.x, y: tl.y });
  if (lead) {
    let near: ModelState | undefined;
    for (const m of target.models)
      if (m.alive && (!near || geometry.distance(m, lead) < geometry.distance(near, lead))) near = m;
    if (near && (!tl || near.id !== tl.id)) out.push({ x: near.x, y: near.y });
  }
  return out;
}

/**
 * XZ-ORD-06 / XZ-SHOOT-02 … XZ-SHOOT-06 / XZ-MOR-08: Shoot commands for `unit` at the enemy units its expected
 * shooting rates best, every model firing every weapon it may at that unit; each passes the command's checks.
 */
export function shootOptions(state: XzState, unit: UnitState): XzCommand[] {
  const when = shootTurn(state, unit, unit.player);
  if ('code' in when) return [];
  const allowed = when.returnFire ? returnFireTargets(state, unit) : undefined;
  const ranked = enemyUnits(state, unit.player)
    .filter((t) => !allowed || allowed.has(t.id))
    .map((t) => ({ t, w: damageWorth(t, expectedShooting(state, unit, t, { coarse: true })) }))
    .filter((x) => x.w > 0)
    .sort((a, b) => b.w - a.w || (a.t.id < b.t.id ? -1 : 1))
    .slice(0, TARGETS);
  const out: XzCommand[] = [];
  for (const { t } of ranked)
    for (const aim of aimPoints(unit, t)) {
      const fire: Fire[] = [];
      for (const m of unit.models) {
        if (!m.alive) continue;
        for (const name of new Set(m.weapons)) {
          const entry = withTemplate(state, unit, m, { model: m.id, weapon: name, target: t.id }, aim);
          if (!('code' in checkFire(state, unit, m, entry, aim, allowed))) fire.push(entry);
        }
      }
      if (fire.length === 0) continue;
      const command: XzCommand = { type: 'shoot', player: unit.player, unit: unit.id, aim, fire };
      if ('code' in checkShoot(state, unit, unit.player, command)) continue;
      out.push(command);
      break;
    }
  return out;
}
