import { liveModels, unitHas, type WastelandContext, type WastelandDraft } from '../context';
import { lifeModifier } from '../rules/modifiers';
import { concealmentPenalty } from '../rules/shoot-modifiers';
import { hasWeaponRule, type Weapon, weaponRuleValue } from '../schemas/weapon';
import type { Hit, UnitState, WastelandState } from '../state';

/** One model's attack with one weapon. */
export interface AttackSpec {
  readonly action: 'shoot' | 'fight';
  readonly shooter: UnitState;
  readonly model: string;
  readonly target: UnitState;
  readonly weapon: Weapon;
  /** Extra modifiers on the attack dice (Fight bonuses, WT-FIGHT-09). */
  readonly modifier?: number;
}

/**
 * WT-SHOOT-05 / WT-FIGHT-08 / WT-WSR-01/02/06/07/19/20 / R4 / R5 / R6: rolls one weapon's attacks and
 * turns each hit into a pending Life roll at −Damage with its Deadly wounds; critical hits fail automatically
 * and double Deadly; Unstable dice hurt the firing model.
 */
export function rollAttack(draft: WastelandDraft, ctx: WastelandContext, spec: AttackSpec): { hits: Hit[] } {
  const state = draft as WastelandState;
  const { weapon, shooter, target } = spec;
  const spread = hasWeaponRule(weapon, 'Area Effect') || hasWeaponRule(weapon, 'Spray');
  let modifier = (spec.modifier ?? 0) + (shooter.blessing === 'active' ? 1 : 0); // WT-SUR-15
  if (spec.action === 'shoot' && !spread) modifier -= concealmentPenalty(state, shooter, target);
  const attacks = spread ? Math.min(weapon.attacks, liveModels(target).length) : weapon.attacks;
  const critical = weaponRuleValue(weapon, 'Critical');
  const unstable = weaponRuleValue(weapon, 'Unstable');
  const autohit = weapon.hit === 'autohit';
  const needed = autohit ? 1 : (weapon.hit as number) - modifier;
  const mustRoll =
    critical !== undefined || unstable !== undefined || (!autohit && needed > 1 && needed < 11);
  const faces = mustRoll
    ? ctx.dice.roll({
        purpose: `${spec.action} ${weapon.name} (${spec.model})`,
        count: attacks,
        sides: 10,
        player: shooter.player,
      }).dice
    : [];
  const hits: Hit[] = [];
  let criticals = 0;
  let unstableFails = 0;
  const normalHit = (face: number | undefined) =>
    autohit || needed <= 1 || (needed <= 10 && face !== undefined && face >= needed);
  for (let i = 0; i < attacks; i++) {
    const face = faces[i];
    const isCritical = critical !== undefined && face !== undefined && face >= critical;
    if (unstable !== undefined && face !== undefined && face <= unstable) unstableFails += 1;
    if (!isCritical && !normalHit(face)) continue;
    if (isCritical) criticals += 1;
    let deadly = weaponRuleValue(weapon, 'Deadly') ?? 0;
    if (unitHas(state, target, 'Open') && spread) deadly = deadly > 0 ? deadly * 2 : 2;
    if (isCritical) deadly = deadly > 0 ? deadly * 2 : 2;
    hits.push({
      kind: 'life',
      modifier: lifeModifier(state, target, {
        weapon,
        damage: weapon.damage,
        action: spec.action,
        attacker: shooter,
      }),
      wounds: Math.max(1, deadly),
      autoFail: isCritical,
    });
  }
  ctx.emit({
    type: 'attack-rolled',
    action: spec.action,
    unit: shooter.id,
    model: spec.model,
    weapon: weapon.name,
    target: target.id,
    needed,
    dice: faces,
    hits: hits.length,
    criticals,
  });
  if (unstableFails > 0)
    draft.losses.push({
      unit: shooter.id,
      owner: shooter.player,
      cause: 'unstable',
      model: spec.model,
      hits: Array.from({ length: unstableFails }, () => ({
        kind: 'life' as const,
        modifier: 0,
        wounds: 1,
        autoFail: true,
      })),
    });
  return { hits };
}
