import type { TitanEvent } from '../../events';
import type { TitanActivation } from './activation-power';
import type { PowerPlanResult } from './resolve-power-plan';

/** XEN-TITAN-02 / XEN-TITAN-03: the event of a titan's activation. */
export function titanActivationEvent(activation: TitanActivation): TitanEvent {
  return {
    type: 'titan-powered',
    unit: activation.unit,
    model: activation.model,
    power: activation.status.power,
    ...(activation.restart ? { restart: activation.restart } : {}),
  };
}

/** XEN-TITAN-04..09: the events of a resolved power plan: the spending, then any core repaired. */
export function powerPlanEvents(result: PowerPlanResult): (TitanEvent & { readonly rules?: string[] })[] {
  // XEN-TITAN-09 boost, XEN-TITAN-13 weapon power lines, XEN-TITAN-08 recharge, XEN-TITAN-06/07 repairs.
  const rules = [
    ...((result.plan.boost ?? 0) > 0 ? ['XEN-TITAN-09'] : []),
    ...((result.plan.weapons ?? []).length > 0 ? ['XEN-TITAN-13'] : []),
    ...(result.recharged > 0 ? ['XEN-TITAN-08'] : []),
    ...(result.repairRolls.length > 0 ? ['XEN-TITAN-06', 'XEN-TITAN-07'] : []),
  ];
  const spent: TitanEvent & { readonly rules?: string[] } = {
    ...(rules.length > 0 ? { rules } : {}),
    type: 'titan-power-spent',
    unit: result.unit,
    model: result.titan,
    spent: result.spent,
    left: result.status.power,
    boost: result.plan.boost ?? 0,
    weapons: [...(result.plan.weapons ?? []), ...(result.plan.assault ?? [])],
    repairs: result.repairRolls,
    recharged: result.recharged,
  };
  const fixed: TitanEvent[] = result.fixedSystems.map((system) => ({
    type: 'titan-system-repaired',
    unit: result.unit,
    model: result.titan,
    system,
  }));
  if (result.repaired === 0) return [spent, ...fixed];
  return [
    spent,
    {
      type: 'titan-repaired',
      unit: result.unit,
      model: result.titan,
      coreBefore: result.before.core,
      core: result.status.core,
    },
    ...fixed,
  ];
}
