import type { EventRules } from 'sandtable/kit';
import type { XenocideEvent } from './events';

/**
 * The catalogue rule IDs (rules/xenocide.md) that decide each Xenocide event type; the kit merges them with the
 * event's own `rules` (set where one type can be decided by different rules: which cause removed a model, which
 * CP use, which kind of move), so every event names what decided it and the reach report can count it.
 * @example rulesOf(XENOCIDE_EVENT_RULES['suppression-tested'], event.rules)
 */
export const XENOCIDE_EVENT_RULES: EventRules<XenocideEvent> = {
  // Pre-game (XEN-SCEN)
  'scenario-chosen': ['XEN-SCEN-01', 'XEN-SCEN-02'],
  'table-chosen': ['XEN-SCEN-01', 'XEN-SCEN-03'],
  'roll-off-won': ['XEN-SCEN-04'],
  'edge-chosen': ['XEN-SCEN-03'],
  'role-chosen': ['XEN-SCEN-11'],
  'objective-placed': ['XEN-SCEN-07'],
  'command-center-chosen': ['XEN-SCEN-24'],
  'company-deployed': ['XEN-SCEN-04', 'XEN-SCEN-05'],
  // Turn sequence (XEN-TURN, XEN-CP)
  'turn-started': ['XEN-TURN-01', 'XEN-CP-01'],
  'turn-planned': ['XEN-TURN-02'],
  'initiative-rolled': ['XEN-TURN-04'],
  'initiative-chosen': ['XEN-TURN-04'],
  'company-activated': ['XEN-TURN-07', 'XEN-TURN-13'],
  'company-skipped': ['XEN-TURN-03'],
  'activation-passed': ['XEN-TURN-08'],
  'units-coordinated': ['XEN-CP-06', 'XEN-TURN-12'],
  'cp-spent': ['XEN-CP-03'],
  'phase-started': ['XEN-TURN-14'],
  'activation-ended': ['XEN-TURN-07'],
  // Movement (XEN-MOVE, XEN-TERR, XEN-TRANS)
  'unit-moved': ['XEN-MOVE-01'],
  'terrain-test': ['XEN-TERR-03'],
  'teleport-failed': ['XEN-TERR-34'],
  'model-removed': ['XEN-SAVE-01'],
  // XEN-ARMY-14 / XEN-STAT-03: the unit's point value (its models' VP) is what its owner loses.
  'unit-eliminated': ['XEN-WIN-02', 'XEN-SAVE-16', 'XEN-ARMY-14', 'XEN-STAT-03'],
  // XEN-STAT-08 / XEN-STAT-09: the passengers' Size within the transport's capacity.
  'models-embarked': ['XEN-TRANS-01', 'XEN-TRANS-02', 'XEN-STAT-08', 'XEN-STAT-09'],
  // XEN-TRANS-04's 4" limit only on an ordinary move's disembark (the move names it); releases, teleports,
  // assault and wreck disembarks name their own rules.
  'models-disembarked': ['XEN-TRANS-02'],
  'unit-left-table': ['XEN-TERR-29'],
  'unit-popped-up': ['XEN-TERR-24'],
  'unit-popped-down': ['XEN-TERR-24'],
  'unit-entered-table': ['XEN-SCEN-19', 'XEN-SCEN-20'],
  // XEN-STAT-08 / XEN-BLD-05: only infantry and Size 1 vehicles enter.
  // The entry command names XEN-BLD-05/12/13/14 and XEN-STAT-08; a follow-up, flee or escape its own rule.
  'unit-entered-building': [],
  'unit-left-building': ['XEN-BLD-01'],
  // Shooting (XEN-SHOOT, XEN-HIT, XEN-ALLOC, XEN-SAVE)
  'shots-fired': ['XEN-SHOOT-02', 'XEN-HIT-01', 'XEN-HIT-02'],
  'hits-allocated': ['XEN-ALLOC-02', 'XEN-ALLOC-03'],
  // XEN-ALLOC-06: the models of one type in one pool roll their saves together.
  'saves-rolled': ['XEN-SAVE-02', 'XEN-ALLOC-06'],
  'titan-damaged': ['XEN-TITAN-22'],
  'attack-resolved': ['XEN-SHOOT-02'],
  // XEN-SAVE-13: only a unit out of hard, fortified and building cover may dig in.
  'dug-in': ['XEN-SAVE-10', 'XEN-SAVE-13'],
  // Buildings (XEN-BLD)
  'building-shot': ['XEN-BLD-17'],
  'aoe-hits-combined': ['XEN-BLD-20'],
  'building-damaged': ['XEN-BLD-18', 'XEN-BLD-21'],
  'building-occupants-struck': ['XEN-BLD-19'],
  'building-casualties-assigned': ['XEN-BLD-19'],
  'building-escapes-rolled': ['XEN-BLD-23'],
  'building-escaped': ['XEN-BLD-24'],
  'building-ruined': ['XEN-BLD-08'],
  'building-fire-resolved': ['XEN-BLD-17'],
  'building-assaulted': ['XEN-BLD-32', 'XEN-BLD-33'],
  'titan-burst': ['XEN-BLD-34'],
  // Suppression (XEN-SUP)
  'suppression-tested': ['XEN-SUP-01', 'XEN-SUP-06'],
  'suppression-die-added': ['XEN-CP-14'],
  'markers-changed': ['XEN-SUP-01'],
  rallied: ['XEN-SUP-26', 'XEN-SUP-27'],
  // Overwatch (XEN-OW)
  // XEN-OW-02: the declared units were eligible (firing orders, not suppressed, not engaged, not yet shot).
  'overwatch-declared': ['XEN-OW-01', 'XEN-CP-11', 'XEN-OW-02'],
  'overwatch-window-opened': ['XEN-OW-03', 'XEN-OW-04'],
  'overwatch-passed': ['XEN-OW-04'],
  // Each removal names its cause: XEN-OW-10 (fired), XEN-OW-11 (moved, shot or assaulted), XEN-OW-12 (suppressed).
  'overwatch-removed': [],
  // Close assault (XEN-CA) and overrun (XEN-OVR)
  'assault-started': ['XEN-CA-01', 'XEN-CA-02'],
  'assault-round-started': ['XEN-CA-04'],
  'assault-joined': ['XEN-CA-08'],
  'dice-split': ['XEN-CA-11', 'XEN-CA-12', 'XEN-CA-15'],
  'assault-struck': ['XEN-CA-19', 'XEN-CA-20'],
  'attacks-cancelled': ['XEN-CA-22', 'XEN-CA-23'],
  'casualties-assigned': ['XEN-CA-24', 'XEN-CA-27'],
  'unit-fled': ['XEN-CA-31'],
  'unit-retreated': ['XEN-CA-36'],
  'assault-ended': ['XEN-CA-04'],
  'overrun-resolved': ['XEN-OVR-03'],
  // Titans (XEN-TITAN)
  // XEN-TITAN-01: the titan's tracked core sets its power.
  'titan-powered': ['XEN-TITAN-02', 'XEN-TITAN-01'],
  'titan-power-spent': ['XEN-TITAN-04'],
  'titan-repaired': ['XEN-TITAN-06'],
  'titan-system-repaired': ['XEN-TITAN-06'],
  // End of turn and victory (XEN-TURN-10, XEN-SCEN, XEN-WIN)
  'objective-scored': ['XEN-SCEN-09', 'XEN-SCEN-10'],
  'invasion-scored': ['XEN-WIN-10'],
  'objective-revealed': ['XEN-SCEN-26', 'XEN-END-03'],
  'break-test': ['XEN-WIN-03', 'XEN-WIN-04'],
  'cp-discarded': ['XEN-CP-02', 'XEN-TURN-10'],
  'battle-won': ['XEN-WIN-01'],
} satisfies { readonly [T in XenocideEvent['type']]: readonly string[] };
