import type { SqState } from './state';

/**
 * The state's invariants (the long random-games property checks them after every command): Broken units are
 * Pinned, models of gone units are dead, no unit is both embarked and on the table, engagement is mutual.
 */
export function sqInvariants(state: SqState): string[] {
  const out: string[] = [];
  for (const u of state.units) {
    if (u.broken && !u.pinned) out.push(`${u.id} is Broken but not Pinned (SQ-DEF-06)`);
    if ((u.status === 'destroyed' || u.status === 'removed') && u.models.some((m) => m.alive))
      out.push(`${u.id} is gone but has living models`);
    if (u.status === 'embarked' && !u.transport) out.push(`${u.id} is embarked in no transport`);
    if (u.status === 'table' && u.transport)
      out.push(`${u.id} is both on the table and embarked (SQ-DEF-16)`);
    if (u.status === 'table' && !u.models.some((m) => m.alive))
      out.push(`${u.id} is on the table with no models`);
    for (const e of u.engaged) {
      const other = state.units.find((x) => x.id === e);
      if (!other || !other.engaged.includes(u.id))
        out.push(`${u.id} is engaged with ${e}, which is not engaged with it`);
    }
    if (u.overwatch && u.pinned) out.push(`${u.id} is Pinned and on Overwatch (SQ-DEF-11)`);
  }
  for (const s of state.smoke) if (s.turn > state.turn) out.push('smoke from the future');
  return out;
}
