import { geometry } from 'sandtable';
import type { ModelProfile } from '../schemas/unit-list';
import type { UnitState, XenocideState } from '../state';
import { classifyUnit, type UnitCategory } from '../unit-composition';
import { distanceToEdge, standardZoneDepth } from './zones';

/** XEN-ARMY-07..10: the size rule a unit of each category was bought under. */
const CATEGORY_RULE: Readonly<Record<UnitCategory, string>> = {
  infantry: 'XEN-ARMY-07',
  'light-vehicles': 'XEN-ARMY-08',
  'heavy-vehicles': 'XEN-ARMY-09',
  titan: 'XEN-ARMY-10',
};

/**
 * The rules that governed a deployed company, for its `company-deployed` event. The army list it comes
 * from was checked against them when the game was created (`validateArmy`): XEN-ARMY-01/02/04 (points
 * total, one faction, 3–6 companies), XEN-ARMY-03/05/06/13 (the company: its units, 1–5 of them, at most
 * 40% of the army, a unique name), and per unit its size rule (XEN-ARMY-07..10), mixed profiles
 * (XEN-ARMY-11), transports bought with infantry (XEN-ARMY-12), a titan's bought alternate weapons or systems
 * (XEN-ARMY-15: its value exceeds its model's VP) and its profiles (XEN-STAT-01/02/04, titans XEN-STAT-22:
 * fields, weapon stat lines, Move a multiple of 4"). Placed
 * units were checked for coherency (XEN-MOVE-07) and their scenario's zone: XEN-SCEN-05 (36" apart),
 * XEN-SCEN-13 (the Invasion defender), XEN-SCEN-25 (near a Command Centers objective); XEN-SCEN-14 a
 * company kept in reserve, XEN-SCEN-16 units starting on overwatch.
 * @example deploymentRules(state, units, false) // ['XEN-ARMY-01', ..., 'XEN-SCEN-05']
 */
export function deploymentRules(
  state: XenocideState,
  units: readonly UnitState[],
  reserve: boolean,
): string[] {
  const rules = ['XEN-ARMY-01', 'XEN-ARMY-02', 'XEN-ARMY-03', 'XEN-ARMY-04', 'XEN-ARMY-05', 'XEN-ARMY-06'];
  rules.push('XEN-ARMY-13');
  for (const unit of units) {
    const counts = new Map<string, number>();
    for (const m of unit.models) counts.set(m.profile, (counts.get(m.profile) ?? 0) + 1);
    const lines = [...counts].flatMap(([id, count]) => {
      const profile: ModelProfile | undefined = state.profiles[id];
      return profile ? [{ profile, count }] : [];
    });
    const { category } = classifyUnit(lines);
    rules.push(CATEGORY_RULE[category]);
    // XEN-STAT-01/02/04 (XEN-STAT-22 for titans): the profiles the unit list was read with.
    rules.push('XEN-STAT-01');
    if (category === 'titan') rules.push('XEN-STAT-22');
    else rules.push('XEN-STAT-04');
    // XEN-ARMY-14/15: a titan's value is its VP plus the alternates it bought, which replaced standard ones.
    const modelsVp = lines.reduce((sum, l) => sum + l.profile.vp * l.count, 0);
    if (category === 'titan' && unit.value > modelsVp) rules.push('XEN-ARMY-15');
    if (lines.some((l) => (l.profile.weapons ?? []).length > 0)) rules.push('XEN-STAT-02');
    if (lines.length > 1) rules.push('XEN-ARMY-11');
    if (category === 'infantry' && lines.some((l) => l.profile.kind === 'standard' && l.profile.transport))
      rules.push('XEN-ARMY-12');
  }
  if (reserve) return unique([...rules, 'XEN-SCEN-14']);
  rules.push('XEN-MOVE-07');
  if (units.some((u) => u.overwatch)) rules.push('XEN-SCEN-16');
  if (state.scenario === 'invasion') rules.push('XEN-SCEN-13');
  else rules.push(outsideZone(state, units) ? 'XEN-SCEN-25' : 'XEN-SCEN-05');
  return unique(rules);
}

/** XEN-SCEN-25: some unit stands outside the standard zone (so it deployed by an objective). */
function outsideZone(state: XenocideState, units: readonly UnitState[]): boolean {
  const depth = standardZoneDepth(state);
  return units.some((u) => {
    const edge = state.sides.find((s) => s.player === u.player)?.edge;
    return (
      edge !== undefined &&
      u.models.some(
        (m) => !m.removed && !geometry.isAtMost(distanceToEdge(state, m.y, edge) + m.radius, depth),
      )
    );
  });
}

function unique(rules: readonly string[]): string[] {
  return [...new Set(rules)];
}
