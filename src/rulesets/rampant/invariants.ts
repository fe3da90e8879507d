import type { RmpState } from './state';

/**
 * The state's invariants (the long random-games property checks them after every command): SP within 0 and the
 * start (RMP-DEF-06), living models matching SP, removed units hold no markers, Suppressed units in play only,
 * no unit both embarked and on the table, and a phase that has ended has no activation left.
 */
export function rmpInvariants(state: RmpState): string[] {
  const out: string[] = [];
  for (const u of state.units) {
    if (u.sp < 0 || u.sp > u.startSp) out.push(`${u.id} has ${u.sp} SP, outside 0…${u.startSp} (RMP-DEF-06)`);
    const alive = u.models.filter((m) => m.alive).length;
    if (u.status === 'table' && alive === 0) out.push(`${u.id} is on the table with no models`);
    if (
      u.status === 'table' &&
      u.models.length > 1 &&
      alive !== u.sp &&
      state.queue.length === 0 &&
      state.stage.kind !== 'remove-models'
    )
      out.push(`${u.id} has ${alive} models for ${u.sp} SP (RMP-DEF-06)`);
    if ((u.status === 'destroyed' || u.status === 'routed') && (u.suppressed || u.goneToGround))
      out.push(`${u.id} is out of play but still marked`);
    if (u.status === 'destroyed' && u.sp !== 0) out.push(`${u.id} is destroyed with ${u.sp} SP`);
    if (u.status === 'embarked' && !u.transport) out.push(`${u.id} is embarked in no transport`);
    if (u.status !== 'embarked' && u.transport) out.push(`${u.id} names a transport but is not embarked`);
  }
  if (state.phase === 'turn' && !state.result && !state.activation)
    out.push('a turn with no activation phase');
  if (state.phase === 'over' && !state.result) out.push('the game is over with no result');
  return out;
}
