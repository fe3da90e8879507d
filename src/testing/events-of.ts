/** The events of one type, in order, narrowed to that type. */
export function eventsOf<E extends { readonly type: string }, T extends E['type']>(
  events: readonly E[],
  type: T,
): Extract<E, { readonly type: T }>[] {
  return events.filter((e): e is Extract<E, { readonly type: T }> => e.type === type);
}

/** The faces of every `dice-rolled` event for `purpose`, one array per roll, in order. */
export function diceFor(events: readonly { readonly type: string }[], purpose: string): number[][] {
  const faces: number[][] = [];
  for (const event of events) {
    const roll = event as {
      readonly type: string;
      readonly purpose?: string;
      readonly dice?: readonly number[];
    };
    if (roll.type === 'dice-rolled' && roll.purpose === purpose) faces.push([...(roll.dice ?? [])]);
  }
  return faces;
}
