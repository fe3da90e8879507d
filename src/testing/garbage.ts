import fc from 'fast-check';

/** Values that break naive code: NaN, infinities, huge and deep arrays, prototype keys, odd strings. */
export function nastyValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -0,
      -1,
      1e308,
      2 ** 53,
      '',
      '__proto__',
      'constructor',
      null,
      undefined,
      true,
      [],
      {},
    ),
    fc.constant(new Array(100_000).fill(1)),
    fc.constant(JSON.parse('{"__proto__": {"polluted": true}}')),
    fc.constant({ constructor: { prototype: { polluted: true } } }),
    fc.string({ maxLength: 20 }),
    fc.integer(),
    fc.double(),
    fc.anything({ maxDepth: 3 }),
  );
}

/**
 * Commands that look almost right: a known type and player with garbage fields, legal commands with one
 * field replaced, and arbitrary values.
 */
export function garbageCommand(
  commandTypes: readonly string[],
  players: readonly string[],
  samples: readonly object[] = [],
): fc.Arbitrary<unknown> {
  const type = fc.constantFrom(...commandTypes, 'provide-dice', '', 'toString');
  const player = fc.constantFrom(...players, '', 'nobody', '__proto__');
  const withFields = fc.record({ type, player, a: nastyValue(), to: nastyValue(), target: nastyValue() });
  const arbitraries: fc.Arbitrary<unknown>[] = [fc.anything(), withFields, fc.record({ type, player })];
  if (samples.length > 0) {
    arbitraries.push(
      fc.tuple(fc.constantFrom(...samples), fc.nat(), nastyValue()).map(([sample, k, value]) => {
        const keys = Object.keys(sample);
        const key = keys[k % keys.length] as string;
        return { ...sample, [key]: value };
      }),
    );
  }
  return fc.oneof(...arbitraries);
}
