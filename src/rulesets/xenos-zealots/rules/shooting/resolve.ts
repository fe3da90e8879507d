import type { Vec2 } from 'sandtable';
import type { XzContext } from '../../events';
import { templateOf } from '../../schemas/weapon';
import type { UnitState, XzDraft, XzState } from '../../state';
import { finishAction } from '../actions';
import { enqueueLast, type XzStep } from '../queue';
import { modelCard, weaponOf } from '../units';
import type { ShootPlan } from './declare';
import type { FireGroupStep, TemplateStep } from './steps';
import { leaderDistance } from './targeting';

/**
 * XZ-ORD-06 / XZ-SHOOT-06 / XZ-SHOOT-07 / XZ-MOR-09 / XZ-ARC-06 / R21 / R36: carries out a checked Shoot
 * declaration: the pivot, the action taken (Return Fire: the unit stays put and counts as moving), the attack
 * recorded on each target unit, `fire-declared`, and one queued step per weapon group (weapon × target unit) or
 * template, closest target unit first (from the shooting unit's leader to each target's closest model).
 */
export function declareShot(
  draft: XzDraft,
  ctx: XzContext,
  unit: UnitState,
  aim: Vec2,
  plan: ShootPlan,
): void {
  if (plan.pivot) {
    const { model, facing } = plan.pivot;
    const m = unit.models.find((x) => x.id === model);
    if (m && m.facing !== facing) {
      m.facing = facing;
      ctx.emit({ type: 'unit-turned', unit: unit.id, model, facing, rules: ['XZ-ARC-06', 'R13'] });
    }
  }
  if (plan.returnFire) {
    unit.countedAsMoving = true;
    ctx.emit({
      type: 'action-taken',
      unit: unit.id,
      action: 'return-fire',
      rules: ['XZ-MOR-04', 'XZ-MOR-08', 'XZ-MOR-09', 'R21', 'R23', 'R24'],
    });
  } else if (plan.turn.kind === 'action')
    ctx.emit({
      type: 'action-taken',
      unit: unit.id,
      action: 'shoot',
      slot: plan.turn.slot,
      rules: ['XZ-ORD-06', 'XZ-ORD-01', 'XZ-SHOOT-01'],
    });
  finishAction(draft, ctx, unit, plan.turn);
  const turn = draft.turn;
  const targets = new Map<string, UnitState>();
  for (const f of plan.fires) targets.set(f.target.id, f.target);
  for (const target of targets.values()) {
    if (!target.firedOnBy.some((r) => r.unit === unit.id && r.turn === turn))
      target.firedOnBy.push({ unit: unit.id, turn });
  }
  const order = [...targets.values()]
    .map((t) => ({ id: t.id, d: leaderDistance(unit, t) }))
    .sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((t) => t.id);
  const point = { x: aim.x, y: aim.y };
  const steps: XzStep[] = [];
  const groups: { weapon: string; target: string; models: number }[] = [];
  for (const target of order) {
    const byWeapon = new Map<string, string[]>();
    for (const f of plan.fires) {
      if (f.target.id !== target) continue;
      if (templateOf(f.weapon)) {
        const step: TemplateStep = {
          kind: 'fire-template',
          unit: unit.id,
          firer: f.firer.id,
          weapon: f.weapon.name,
          target,
          returnFire: plan.returnFire,
          ...(f.fire.at ? { at: { x: f.fire.at.x, y: f.fire.at.y } } : {}),
          ...(f.fire.bearing !== undefined ? { bearing: f.fire.bearing } : {}),
        };
        steps.push(step);
        groups.push({ weapon: f.weapon.name, target, models: 1 });
        continue;
      }
      const list = byWeapon.get(f.weapon.name) ?? [];
      list.push(f.firer.id);
      byWeapon.set(f.weapon.name, list);
    }
    for (const [weapon, firers] of byWeapon) {
      const step: FireGroupStep = {
        kind: 'fire-group',
        unit: unit.id,
        weapon,
        target,
        firers,
        aim: point,
        returnFire: plan.returnFire,
      };
      steps.push(step);
      groups.push({ weapon, target, models: firers.length });
    }
  }
  ctx.emit({
    type: 'fire-declared',
    unit: unit.id,
    aim: point,
    groups,
    rules: [
      'XZ-SHOOT-02',
      'XZ-SHOOT-03',
      'XZ-SHOOT-06',
      'XZ-SHOOT-07',
      'R36',
      ...fireRules(draft as XzState, unit, plan),
    ],
  });
  for (const step of steps) enqueueLast(draft, step);
}

/** The arc mount each weapon fires from (XZ-ARC-01 … XZ-ARC-05, XZ-ARC-07). */
const MOUNT_RULE = {
  infantry: 'XZ-ARC-01',
  turret: 'XZ-ARC-03',
  hull: 'XZ-ARC-04',
  large: 'XZ-ARC-05',
  sponson: 'XZ-ARC-07',
} as const;

/**
 * The rules each checked fire entry was held to: range and arc (XZ-SHOOT-04, XZ-WPN-01, XZ-RES-05) by its mount
 * (XZ-ARC), its type (XZ-WPN-06, XZ-WPN-08), the weapon profile as the card gives it (XZ-WPN-10, XZ-STAT-10), a
 * single-model unit's own target point (XZ-SHOOT-05), an artillery gun's crew (XZ-UNIT-07), and XZ-WPN-07 when a
 * firing model carries an Assault weapon, which it may not fire.
 */
function fireRules(state: XzState, unit: UnitState, plan: ShootPlan): string[] {
  const rules = new Set<string>([
    'XZ-SHOOT-04',
    'XZ-WPN-01',
    'XZ-WPN-06',
    'XZ-WPN-10',
    'XZ-STAT-10',
    'XZ-RES-05',
  ]);
  for (const f of plan.fires) {
    const kind = f.weapon.mount?.kind ?? 'infantry';
    rules.add(MOUNT_RULE[kind]);
    if (kind !== 'infantry') rules.add('XZ-ARC-02');
    if (f.weapon.type === 'fire-support') rules.add('XZ-WPN-08');
    if (f.weapon.specials.length > 0) rules.add('XZ-WPN-09');
    if (f.firer.body === 'gun') rules.add('XZ-UNIT-07');
    const card = modelCard(state, unit, f.firer);
    if (f.firer.weapons.some((name) => weaponOf(card, name)?.type === 'assault')) rules.add('XZ-WPN-07');
  }
  if (unit.models.filter((m) => m.alive).length === 1 && unit.models.some((m) => m.systems))
    rules.add('XZ-SHOOT-05');
  return [...rules];
}
