import type { Allocation, PartialRoundChoice, ShootingRefusal } from '../../state/shooting';
import { allocateHits } from './allocation';
import type { AllocationInputs } from './resolve-target';

/** How many hits each pool takes, and how many are lost: what a partial-round choice can change. */
function signature(allocation: Allocation, poolOf: ReadonlyMap<string, string>): string {
  const counts = new Map<string, number>();
  for (const [model, hits] of Object.entries(allocation.byModel)) {
    const key = poolOf.get(model) ?? model;
    counts.set(key, (counts.get(key) ?? 0) + hits.length);
  }
  const pools = [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${pools.map(([k, n]) => `${k}=${n}`).join(',')};lost=${allocation.lost.length}`;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * XEN-ALLOC-04 / XEN-ALLOC-05 / R65: whether the player who allocates (the defender; the shooter under
 * directed fire) has a real choice: some order of preference gives a different number of hits to some
 * save pool than the default does. Models of one pool are interchangeable (casualties are chosen among the
 * pool later, XEN-SAVE-15), so a choice between them is not asked for. Undefined when there is none.
 * @example partialRoundChoice(allocationInputs(state, unit, hits), poolKeysByModel)
 */
export function partialRoundChoice(
  inputs: AllocationInputs,
  poolOf: ReadonlyMap<string, string>,
): PartialRoundChoice | undefined {
  const reachable = new Set(inputs.hits.flatMap((h) => h.eligible));
  const models = inputs.targets.map((t) => t.id).filter((id) => reachable.has(id));
  const keys = [...new Set(models.map((id) => poolOf.get(id) ?? id))];
  if (keys.length < 2 || inputs.hits.length === 0) return undefined;
  const base = signature(allocateHits(inputs.hits, inputs.targets), poolOf);
  const orders = keys.length <= 4 ? permutations(keys) : keys.map((k) => [k, ...keys.filter((x) => x !== k)]);
  const differs = orders.some((order) => {
    const rank = (id: string) => order.indexOf(poolOf.get(id) ?? id);
    const preference = [...models].sort((a, b) => rank(a) - rank(b));
    const allocation = allocateHits(inputs.hits, inputs.targets, { partialRoundChoice: preference });
    return signature(allocation, poolOf) !== base;
  });
  if (!differs) return undefined;
  return {
    models,
    pools: keys.map((pool) => ({ pool, models: models.filter((id) => (poolOf.get(id) ?? id) === pool) })),
  };
}

/**
 * XEN-ALLOC-04: why an order of preference for a partial round is not acceptable, or undefined: it names
 * models the hits could go to, each once.
 */
export function whyBadAllocationChoice(
  choice: PartialRoundChoice,
  models: readonly string[],
): ShootingRefusal | undefined {
  if (models.length === 0) {
    return {
      code: 'illegal-action',
      message: `Name the models that take the hits first, from ${choice.models.join(', ')} (XEN-ALLOC-04).`,
    };
  }
  const stranger = models.find((id) => !choice.models.includes(id));
  if (stranger !== undefined) {
    return {
      code: 'illegal-action',
      message: `No hit of this attack can go to ${stranger}: choose among ${choice.models.join(', ')} (XEN-ALLOC-04, XEN-HIT-09, XEN-SHOOT-07).`,
    };
  }
  if (new Set(models).size !== models.length) {
    return { code: 'illegal-action', message: 'Name each model once (XEN-ALLOC-04).' };
  }
  return undefined;
}
