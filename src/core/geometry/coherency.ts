import { baseDistance, type Circle, isWithin } from './circle.js';

/** Returns the largest edge-to-edge distance between any two bases (0 for fewer than two). */
export function maxPairwiseDistance(bases: readonly Circle[]): number {
  let max = 0;
  for (let i = 0; i < bases.length; i++) {
    for (let j = i + 1; j < bases.length; j++) max = Math.max(max, baseDistance(bases[i]!, bases[j]!));
  }
  return max;
}

/** Tells whether no two bases are more than `distance` inches apart edge to edge (exactly `distance` counts). */
export function isCoherentPairwise(bases: readonly Circle[], distance: number): boolean {
  return bases.every((a, i) => bases.every((b, j) => j <= i || isWithin(a, b, distance)));
}

/**
 * Splits the bases into groups linked by chains of bases each within `distance` of the next, as lists of
 * indices in ascending order, groups ordered by their lowest index; one group means one unbroken chain.
 */
export function coherencyGroups(bases: readonly Circle[], distance: number): number[][] {
  const group = bases.map(() => -1);
  const groups: number[][] = [];
  bases.forEach((_, seed) => {
    if (group[seed] !== -1) return;
    const members = [seed];
    group[seed] = groups.length;
    for (let k = 0; k < members.length; k++) {
      const current = bases[members[k]!]!;
      bases.forEach((other, j) => {
        if (group[j] === -1 && isWithin(current, other, distance)) {
          group[j] = groups.length;
          members.push(j);
        }
      });
    }
    groups.push(members.sort((x, y) => x - y));
  });
  return groups;
}

/**
 * Tells whether the bases form one unbroken chain in which each base is within `distance` of at least
 * `minNeighbours` others (or of all the others, when there are no more than `minNeighbours` of them).
 */
export function isCoherentChain(bases: readonly Circle[], distance: number, minNeighbours = 1): boolean {
  if (bases.length < 2) return true;
  const needed = Math.min(minNeighbours, bases.length - 1);
  const enough = bases.every(
    (a, i) => bases.filter((b, j) => j !== i && isWithin(a, b, distance)).length >= needed,
  );
  return enough && coherencyGroups(bases, distance).length === 1;
}

/** Tells whether every base is within `distance` of the leader's base, edge to edge. */
export function isCoherentLeader(bases: readonly Circle[], leaderIndex: number, distance: number): boolean {
  const leader = bases[leaderIndex];
  if (leader === undefined || !Number.isInteger(leaderIndex)) {
    throw new RangeError(
      `isCoherentLeader: leaderIndex ${leaderIndex} is not the index of one of the ${bases.length} bases; ` +
        'pass the position of the leader in the bases array.',
    );
  }
  return bases.every((base) => isWithin(leader, base, distance));
}
