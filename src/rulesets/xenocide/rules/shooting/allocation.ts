import type { Allocation } from '../../state/shooting';

/** XEN-ALLOC-02: a hit waiting to be allocated, with the target models it may go to. */
export interface AllocatableHit {
  readonly id: number;
  /** Models this hit may go to: seen (XEN-SHOOT-07), hit at their Aspect (XEN-HIT-09), chosen (XEN-ALLOC-12). */
  readonly eligible: readonly string[];
  /** XEN-ALLOC-11: AOE hits ignore Aspect, so they have no preference for lower-Aspect models. */
  readonly aoe?: boolean;
}

/** XEN-ALLOC-07: a target model as allocation sees it. */
export interface AllocationTarget {
  readonly id: string;
  readonly aspect: number;
}

/** XEN-ALLOC-04: the player choices allocation takes. */
export interface AllocationOptions {
  /**
   * XEN-ALLOC-04 / R59 / R65: the defender's (the shooter's under directed fire) order of preference for
   * the models that receive the hits of a round that cannot reach every model; models not listed follow in
   * unit order. Default: unit order (the first listed models get them).
   */
  readonly partialRoundChoice?: readonly string[];
}

/**
 * XEN-ALLOC-02..12 / R65: allocates every hit before any save. Hits are spread in rounds in which a model
 * gets at most one hit; the hits that can reach the fewest models are placed first, and a non-AOE hit goes
 * to the lowest-Aspect model it can reach (XEN-ALLOC-07..10). A round ends when no waiting hit can reach a
 * model still free in it. Ties (a partial round) follow `partialRoundChoice`. Hits no model can take are lost.
 * @example allocateHits([{ id: 0, eligible: ['a', 'b'] }], [{ id: 'a', aspect: 0 }, { id: 'b', aspect: 0 }])
 */
export function allocateHits(
  hits: readonly AllocatableHit[],
  targets: readonly AllocationTarget[],
  options: AllocationOptions = {},
): Allocation {
  const order = new Map(targets.map((t, i) => [t.id, i]));
  const preference = new Map<string, number>();
  for (const id of options.partialRoundChoice ?? [])
    if (!preference.has(id)) preference.set(id, preference.size);
  const rank = (id: string) => preference.get(id) ?? preference.size + (order.get(id) ?? 0);
  const aspect = new Map(targets.map((t) => [t.id, t.aspect]));
  const byModel: Record<string, number[]> = Object.fromEntries(targets.map((t) => [t.id, []]));
  const lost: number[] = [];
  const reachable = hits.map((h) => ({
    hit: h,
    reach: [...new Set(h.eligible.filter((id) => order.has(id)))],
  }));
  for (const w of reachable) if (w.reach.length === 0) lost.push(w.hit.id);
  let waiting = reachable
    .filter((w) => w.reach.length > 0)
    .sort((a, b) => a.reach.length - b.reach.length || a.hit.id - b.hit.id);
  while (waiting.length > 0) {
    const free = new Set(order.keys());
    const next: typeof waiting = [];
    for (const w of waiting) {
      const open = w.reach.filter((id) => free.has(id));
      if (open.length === 0) {
        next.push(w);
        continue;
      }
      const lowFirst = !w.hit.aoe;
      const better = (a: string, b: string) => {
        const diff = lowFirst ? (aspect.get(a) ?? 0) - (aspect.get(b) ?? 0) : 0;
        return diff !== 0 ? diff < 0 : rank(a) < rank(b);
      };
      const pick = open.reduce((best, id) => (better(id, best) ? id : best));
      byModel[pick]?.push(w.hit.id);
      free.delete(pick);
    }
    if (next.length === waiting.length) {
      lost.push(...next.map((w) => w.hit.id));
      break;
    }
    waiting = next;
  }
  return { byModel, lost: lost.sort((a, b) => a - b) };
}

/** XEN-ALLOC-02: how many hits each model received. */
export function hitCounts(allocation: Allocation): Record<string, number> {
  return Object.fromEntries(Object.entries(allocation.byModel).map(([id, h]) => [id, h.length]));
}
