import { findModel, profileOf } from '../../context';
import type { ModelState, XenocideState } from '../../state';
import { checkDisembarks } from './disembarking';
import { checkEmbarks } from './embarking';
import type { DisembarkStep, EmbarkStep, MoveRejection } from './move-plan';
import { refuse } from './move-plan';
import { traitsOf } from './traits';
import type { TransportInputs } from './transport-places';

/** XEN-TRANS-02..07: what the transport part of a move-unit command does. */
export interface TransportMoves {
  readonly embarks: readonly EmbarkStep[];
  readonly disembarks: readonly DisembarkStep[];
  readonly lockTransportsOf: readonly string[];
}

/** XEN-TRANS-01: the embarked models' total Size may not exceed the transport's capacity. */
function checkCapacity(
  state: XenocideState,
  embarks: readonly EmbarkStep[],
  disembarks: readonly DisembarkStep[],
): MoveRejection | undefined {
  const leaving = new Set(disembarks.map((d) => d.model));
  for (const transport of new Set(embarks.map((e) => e.transport))) {
    const carrier = findModel(state, transport) as ModelState;
    const capacity = traitsOf(profileOf(state, carrier)).transport?.capacity ?? 0;
    const riders = state.units.flatMap((u) =>
      u.models.filter((m) => !m.removed && m.embarkedIn === transport && !leaving.has(m.id)),
    );
    const boarding = embarks
      .filter((e) => e.transport === transport)
      .map((e) => findModel(state, e.model) as ModelState);
    const load = [...riders, ...boarding].reduce(
      (sum, m) => sum + (traitsOf(profileOf(state, m)).size ?? 0),
      0,
    );
    if (load > capacity) {
      return refuse(
        'out-of-range',
        `Transport ${transport} would carry models of total Size ${load}; its capacity is ${capacity} (XEN-TRANS-01).`,
        ['embark'],
      );
    }
  }
  return undefined;
}

/** XEN-TRANS-01..07/13 / R39 / R57: validates a command's `embark` and `disembark` lists. */
export function checkTransportMoves(inputs: TransportInputs): TransportMoves | MoveRejection {
  const embarks: EmbarkStep[] = [];
  const disembarks: DisembarkStep[] = [];
  const locks = new Set<string>();
  const problem =
    checkDisembarks(inputs, disembarks) ??
    checkEmbarks(inputs, embarks, locks) ??
    checkCapacity(inputs.state, embarks, disembarks);
  if (problem) return problem;
  return { embarks, disembarks, lockTransportsOf: [...locks].sort() };
}
