import type { WastelandContext, WastelandEvent } from '../../events';

/** What a Vehicle/Monster unit is spared (WT-SUR-56). */
type Exemption = Extract<WastelandEvent, { type: 'unit-exempted' }>['from'];

/**
 * WT-SUR-56: reports that a Vehicle/Monster unit took no morale test, gained no suppression marker or made no
 * Forced Move where another unit would have (`rules` adds the rule that spared it besides WT-SUR-56, such as
 * WT-MOR-07 in the morale phase).
 */
export function exemptVehicle(
  ctx: WastelandContext,
  unit: string,
  from: Exemption,
  purpose: string,
  rules: readonly string[] = [],
): void {
  ctx.emit({ type: 'unit-exempted', unit, from, purpose, ...(rules.length > 0 ? { rules } : {}) });
}
