import { findModel, findUnit } from '../../context';
import { isEngaged, isInWeaponRange, rangePenalty, shootingModels } from '../../rules/shooting';
import type { XenocideState } from '../../state';
import type { AttackInProgress } from '../../state/shooting';

/**
 * The rules that decided how an attack was fired, for its `shots-fired` event, read from the attack in the
 * state it was measured in: XEN-SHOOT-04/06 (each weapon system needed a shooter that sees the target and has
 * it in range), XEN-SHOOT-05 (soft range let a carrier without range fire), XEN-AOE-03 (an AOE hit lost
 * hits to the cap), XEN-AOE-05 (artillery fired indirectly), XEN-CP-09 / XEN-HIT-10 / XEN-HIT-11 (directed
 * fire, never for AOE), XEN-OW-05 / XEN-OW-07 / XEN-OW-06 / XEN-OW-13 (overwatch fire).
 * @example shotRules(state, attack) // ['XEN-SHOOT-04', 'XEN-SHOOT-06', 'XEN-SHOOT-05']
 */
export function shotRules(state: XenocideState, attack: AttackInProgress): string[] {
  const { spec } = attack;
  const rules = ['XEN-SHOOT-04', 'XEN-SHOOT-06'];
  const shooter = findUnit(state, spec.shooter);
  const target = findUnit(state, spec.target);
  if (shooter && target && softRangeUsed(state, attack)) rules.push('XEN-SHOOT-05');
  const groups = [...attack.volleys.flatMap((v) => v.groups), ...attack.rerolls.map((r) => r.group)];
  if (groups.some((g) => g.aoe.some((a) => a.rolled > a.hits))) rules.push('XEN-AOE-03');
  if (groups.some((g) => g.mode === 'indirect' || g.mode === 'indirect-spotted')) rules.push('XEN-AOE-05');
  if (spec.directedAt) {
    rules.push('XEN-CP-09', 'XEN-HIT-10');
    if (groups.some((g) => (g.stats.specials?.aoe ?? 0) > 0)) rules.push('XEN-HIT-11');
  }
  if (spec.phase === 'overwatch') {
    rules.push('XEN-OW-05', 'XEN-OW-07');
    if (spec.snapshot) rules.push('XEN-OW-06');
    if ((shooter && isEngaged(state, shooter)) || (target && isEngaged(state, target)))
      rules.push('XEN-OW-13');
  }
  return rules;
}

/** XEN-SHOOT-05: some firing model of a non-artillery weapon system had no target model within its own range. */
function softRangeUsed(state: XenocideState, attack: AttackInProgress): boolean {
  const shooter = findUnit(state, attack.spec.shooter);
  const target = findUnit(state, attack.spec.target);
  if (!shooter || !target) return false;
  const penalty = rangePenalty(shooter, target, attack.spec.popUpReply === true);
  const targets = shootingModels(state, target);
  return attack.volleys.some((v) =>
    v.targeting.firing.some((f) => {
      if (f.mode !== undefined) return false;
      const model = findModel(state, f.model);
      return model !== undefined && !targets.some((t) => isInWeaponRange(model, t, f.stats.range, penalty));
    }),
  );
}

/** What {@link allocationRules} reads of one unit's resolved hits. */
export interface AllocatedUnit {
  readonly allocation: { readonly byModel: Readonly<Record<string, readonly number[]>> };
  readonly pools: readonly { readonly profile: string }[];
}

/**
 * The rules that decided how one unit's hits were allocated, for its `hits-allocated` event: XEN-ALLOC-01
 * (one profile in one cover: no allocation), XEN-ALLOC-05 (one profile split by cover into pools),
 * XEN-ALLOC-07 / XEN-ALLOC-10 (two, or more, Aspects among the models that took aimed hits), XEN-ALLOC-11
 * (AOE hits spread over every model), XEN-ALLOC-12 (directed fire), XEN-SHOOT-07 (aimed hits kept off
 * models no firing model saw).
 * @example allocationRules(state, rolled, attack.hits, false) // ['XEN-ALLOC-01']
 */
export function allocationRules(
  state: XenocideState,
  unit: AllocatedUnit,
  hits: AttackInProgress['hits'],
  directed: boolean,
): string[] {
  const rules: string[] = [];
  const profiles = unit.pools.map((p) => p.profile);
  if (unit.pools.length === 1) rules.push('XEN-ALLOC-01');
  if (new Set(profiles).size < profiles.length) rules.push('XEN-ALLOC-05');
  const models = Object.keys(unit.allocation.byModel);
  const mine = new Set(Object.values(unit.allocation.byModel).flat());
  const taken = hits.filter((h) => mine.has(h.id));
  const aimed = taken.filter((h) => !h.aoe);
  if (aimed.length > 0) {
    const aspects = new Set(
      models.map((id) => {
        const model = findModel(state, id);
        return model ? (state.profiles[model.profile]?.aspect ?? 0) : 0;
      }),
    );
    if (aspects.size > 1) rules.push('XEN-ALLOC-07');
    if (aspects.size > 2) rules.push('XEN-ALLOC-10');
    if (aimed.some((h) => h.visible.length > 0 && models.some((id) => !h.visible.includes(id))))
      rules.push('XEN-SHOOT-07');
  }
  if (taken.some((h) => h.aoe)) rules.push('XEN-ALLOC-11');
  if (directed) rules.push('XEN-ALLOC-12');
  return rules;
}
