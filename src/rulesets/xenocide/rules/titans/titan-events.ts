import type { TitanActivation } from './activation-power';
import type { PowerPlanResult } from './resolve-power-plan';

/**
 * XEN-TITAN-02..09: events the titan rules report, for the command layer to add to `XenocideEvent` and emit
 * (dice are reported by the dice source as `dice-rolled`).
 */
export type TitanEvent =
  | {
      readonly type: 'titan-powered';
      readonly unit: string;
      readonly model: string;
      readonly power: number;
      readonly restart?: { readonly roll: number; readonly success: boolean };
    }
  | {
      readonly type: 'titan-power-spent';
      readonly unit: string;
      readonly model: string;
      readonly spent: number;
      readonly left: number;
      readonly boost: number;
      readonly weapons: readonly { readonly weapon: string; readonly power: number }[];
      readonly repairs: readonly number[];
      readonly recharged: number;
    }
  | {
      readonly type: 'titan-repaired';
      readonly unit: string;
      readonly model: string;
      readonly coreBefore: number;
      readonly core: number;
    };

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
export function powerPlanEvents(result: PowerPlanResult): TitanEvent[] {
  const spent: TitanEvent = {
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
  if (result.repaired === 0) return [spent];
  return [
    spent,
    {
      type: 'titan-repaired',
      unit: result.unit,
      model: result.titan,
      coreBefore: result.before.core,
      core: result.status.core,
    },
  ];
}
