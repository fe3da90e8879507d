/** Edit distance between two short strings (insertions, deletions, substitutions). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The candidate closest to a mistyped id, if one is close enough to be a likely typo; ties go to the first in order. */
export function closestMatch(typed: string, candidates: readonly string[]): string | undefined {
  const limit = Math.max(2, Math.floor(typed.length / 3));
  let best: { id: string; distance: number } | undefined;
  for (const id of candidates) {
    const distance = editDistance(typed.slice(0, 80), id);
    if (distance <= limit && (best === undefined || distance < best.distance)) best = { id, distance };
  }
  return best?.id;
}
