import type { XenocideEvent } from './events';

const ORDER_NAMES = {
  'fire-and-move': 'Fire & Move',
  'move-and-fire': 'Move & Fire',
  assault: 'Assault',
} as const;

/** A count with its noun in the right number: `1 hit`, `2 hits`, `3 dice`. */
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** How each event type is told: one row per event type (the narration table). */
type Narrations = {
  readonly [T in XenocideEvent['type']]: (event: Extract<XenocideEvent, { readonly type: T }>) => string;
};

const NARRATIONS: Narrations = {
  'scenario-chosen': (event) => `The scenario is ${event.scenario}.`,
  'table-chosen': (event) => `The battle is fought on ${event.layout}.`,
  'roll-off-won': (event) => `${event.player} wins the roll-off for ${event.purpose}.`,
  'edge-chosen': (event) => `${event.player} takes the ${event.edge} table edge.`,
  'role-chosen': (event) => `${event.player} chooses to be the ${event.role}.`,
  'objective-placed': (event) =>
    `${event.player} places objective ${event.objective} at (${event.at.x}, ${event.at.y}).`,
  'command-center-chosen': (event) =>
    event.objective
      ? `${event.player} secretly names ${event.objective} the command center.`
      : `${event.player} names a command center.`,
  'company-deployed': (event) =>
    event.reserve
      ? `${event.player} holds ${event.company} in reserve.`
      : event.embarked
        ? `${event.player} deploys ${event.company}, ${count(
            event.embarked.reduce((n, e) => n + e.models.length, 0),
            'model',
          )} aboard ${event.embarked.map((e) => e.transport).join(', ')}.`
        : `${event.player} deploys ${event.company}.`,
  'turn-started': (event) => `=== Turn ${event.turn} ===`,
  'turn-planned': (event) => `${event.player} sets a secret activation order.`,
  'initiative-rolled': (event) =>
    `Initiative: ${event.rolls.map((r) => `${r.player} ${r.dice.join('/')}${r.cp ? ` (+${r.cp} CP)` : ''}`).join(' vs ')}; ${event.winner} wins.`,
  'initiative-chosen': (event) =>
    event.first === event.player
      ? `${event.player} chooses to activate first.`
      : `${event.player} lets ${event.first} activate first.`,
  'company-activated': (event) =>
    `${event.player} activates ${event.name}: ${event.orders.map((o) => `${o.unit} ${ORDER_NAMES[o.order]}`).join(', ')}.`,
  'company-skipped': (event) => `${event.company} of ${event.player} is gone and is skipped.`,
  'activation-passed': (event) => `${event.player} passes the activation to the opponent.`,
  'units-coordinated': (event) => `${event.player} coordinates ${event.units.join(', ')} with ${event.with}.`,
  'cp-spent': (event) => `${event.player} spends ${event.cp} CP on ${event.use} (${event.left} left).`,
  'phase-started': (event) => `  ${event.company}: ${event.phase.replace('-', ' ')}.`,
  'activation-ended': (event) => `  ${event.company} ends its activation.`,
  'unit-moved': (event) => {
    const far = Math.max(0, ...event.models.map((m) => Math.hypot(m.to.x - m.from.x, m.to.y - m.from.y)));
    return `  ${event.unit} ${event.mode === 'normal' ? 'moves' : event.mode === 'jump' ? 'jumps' : 'teleports'} up to ${far.toFixed(1)}"${event.high ? ' (high)' : ''}.`;
  },
  'terrain-test': (event) =>
    `  ${event.unit} tests ${event.feature}: rolled ${event.roll}, loses ${event.loss.toFixed(1)}" of movement.`,
  'teleport-failed': (event) => `  ${event.unit}'s teleport fails (rolled ${event.roll}).`,
  'model-removed': (event) => `  ${event.model} is removed (${event.cause}).`,
  'unit-eliminated': (event) => `  ${event.unit} is eliminated (${event.value} VP).`,
  'models-embarked': (event) =>
    `  ${count(event.models.length, 'model')} of ${event.unit} board ${event.transport}.`,
  'models-disembarked': (event) =>
    `  ${count(event.models.length, 'model')} of ${event.unit} leave ${event.transport}.`,
  'unit-left-table': (event) =>
    `  ${event.unit} leaves the table${event.returnTurn ? ` (may return on turn ${event.returnTurn})` : ''}.`,
  'unit-entered-table': (event) => `  ${event.unit} enters the table.`,
  'unit-popped-up': (event) => `  ${event.unit} pops up to 12" to fire.`,
  'unit-popped-down': (event) => `  ${event.unit} drops back to low.`,
  'shots-fired': (event) => {
    const rolled = event.groups.map(
      (g) =>
        `${count(g.shots, `${g.weapon} shot`)}${g.at === event.target ? '' : ` rerolled at ${g.at}`} at Acc ${g.accuracy} → ${count(g.hits, 'hit')}${g.splashes ? ` + ${count(g.splashes, 'splash', 'splashes')}` : ''}${g.aoeHits ? ` (${count(g.aoeHits, 'AOE hit')})` : ''}`,
    );
    const how =
      event.phase === 'overwatch'
        ? 'fires on overwatch at'
        : event.phase === 'bombing'
          ? 'drops bombs on'
          : 'shoots at';
    return `  ${event.shooter} ${how} ${event.target}${event.directedAt ? ' (directed fire)' : ''}: ${rolled.join('; ') || 'no shot can hit'}.`;
  },
  'hits-allocated': (event) =>
    `  Hits on ${event.unit}: ${event.pools.map((p) => `${p.hits} to ${p.profile}${p.cover ? ` in cover ${p.cover}` : ''}`).join(', ') || 'none'}${event.lost ? `, ${event.lost} lost` : ''}.`,
  'saves-rolled': (event) => {
    const saved = event.steps.map((s) => `${s.saved} saved by ${s.step}`);
    return `  ${event.unit} (${event.profile}): ${count(event.hits, 'hit')} → ${saved.length ? saved.join(', ') : 'no save'} → ${event.unsaved} unsaved.`;
  },
  'titan-damaged': (event) =>
    `  ${event.model} loses ${event.coreBefore - event.core} core (core ${event.core}, ${count(event.layers, 'deflector layer')}).`,
  'attack-resolved': (event) => {
    const saved = Object.entries(event.saved)
      .filter(([, n]) => n > 0)
      .map(([step, n]) => `${n} saved by ${step}`);
    return `  ${event.shooter} → ${event.target}: ${count(event.shots, 'shot')} → ${count(event.hits, 'hit')} → ${saved.length ? saved.join(', ') : 'none saved'} → ${count(event.removed.length, 'model')} removed.`;
  },
  'dug-in': (event) => `  ${event.unit} digs in.`,
  'building-shot': (event) =>
    `  ${event.shooter} shoots at building ${event.building} (${event.section}): ${event.volleys.map((v) => `${count(v.shots, `${v.weapon} shot`)} at S${v.strength} → ${count(v.hits, 'hit')}`).join('; ') || 'no shots'}.`,
  'aoe-hits-combined': (event) =>
    `  ${event.player} combines AOE hits on ${event.section}: now ${event.hits.map((h) => `${h.count} at S${h.strength}`).join(', ')}.`,
  'building-damaged': (event) =>
    `  ${event.section} takes ${count(event.hits, 'hit')}, ${event.saved} stopped by its armor: ${event.lost} structure lost (${event.structureBefore} → ${event.structure})${event.collapseTests.length ? `, ${count(event.collapseTests.length, 'collapse test')}` : ''}${event.collapsed ? ' and it collapses!' : ''}.`,
  'building-occupants-struck': (event) =>
    `  Falling rubble in ${event.section} strikes ${event.units.map((u) => `${u.unit} (${u.dice.join(',') || 'no dice'}; ${u.pending.length} can kill)`).join(', ')}.`,
  'building-casualties-assigned': (event) =>
    `  ${event.player} assigns the rubble's kills: ${event.units.map((u) => `${u.unit} ${u.kills.filter((k) => k.removed).length} removed${u.kills.some((k) => !k.removed) ? `, ${u.kills.filter((k) => !k.removed).length} saved by shields` : ''}`).join('; ') || 'none'}.`,
  'building-escapes-rolled': (event) => {
    const out = event.rolls.filter((r) => r.escaped).length;
    return `  ${event.section} collapses on its occupants: ${out} of ${count(event.rolls.length, 'model')} ${out === 1 ? 'gets' : 'get'} out, ${event.rolls.length - out} buried.`;
  },
  'building-escaped': (event) =>
    `  ${event.unit} escapes ${event.section ? `into section ${event.section}` : 'out of the rubble'} with ${count(event.models.length, 'model')}${event.trapped.length ? `; ${event.trapped.length} had nowhere safe to go` : ''}.`,
  'building-ruined': (event) =>
    event.destroyed
      ? `  Building ${event.building} is destroyed: impassable rubble that blocks sight.`
      : `  Section ${event.section} of ${event.building} is rubble: impassable and blocking sight.`,
  'building-fire-resolved': (event) =>
    `  ${event.shooter} → ${event.section}: ${count(event.hits, 'hit')} → ${event.lost} structure lost (${event.structure} left)${event.collapsed ? ', collapsed' : ''} → ${count(event.removed.length, 'model')} removed.`,
  'suppression-tested': (event) =>
    `  ${event.unit} suppression test ${event.target}+, rolled ${event.total}${event.natural ? ' (natural)' : ''}: ${event.passed ? 'holds' : 'suppressed'}.`,
  'suppression-die-added': (event) =>
    `  ${event.unit} adds a die (${event.die}): ${event.total} against ${event.target}+: ${event.passed ? 'holds' : 'suppressed'}.`,
  'markers-changed': (event) =>
    `  ${event.unit} now has ${count(event.after, 'suppression marker')} (was ${event.before}).`,
  rallied: (event) =>
    `  ${event.unit} tries to rally${event.cpDie ? ' (CP die)' : ''}: ${event.kept.join('+')}${event.bonus ? '+1' : ''} = ${event.total} against ${event.target}+: ${event.passed ? 'rallies' : 'fails'}.`,
  'overwatch-declared': (event) =>
    `  ${event.units.join(', ')} ${event.units.length === 1 ? 'goes' : 'go'} on overwatch.`,
  'overwatch-window-opened': (event) =>
    `  ${event.player} may fire on overwatch at ${event.mover} with ${event.units.join(', ')}.`,
  'overwatch-passed': (event) => `  ${event.player} holds overwatch fire as ${event.mover} moves.`,
  'overwatch-removed': (event) => `  ${event.unit} loses its overwatch counter (${event.reason}).`,
  'assault-started': (event) =>
    event.kind === 'overrun'
      ? `  ${event.attackers.join(', ')} overruns ${event.defenders.join(', ')}.`
      : `  Close assault: ${event.attackers.join(', ')} (${event.attacker}) against ${event.defenders.join(', ')} (${event.defender}).`,
  'assault-round-started': (event) => `  Close assault, round ${event.round}.`,
  'assault-joined': (event) => `  ${event.unit} joins the close assault (${event.joinedBy}).`,
  'dice-split': (event) =>
    `  ${event.player} splits close-assault dice: ${event.units.map((u) => `${u.unit} ${u.attack} attack / ${u.defence} defence${u.disadvantage.length ? ' (disadvantaged)' : ''}`).join(', ') || 'no dice'}.`,
  'assault-struck': (event) =>
    `  ${event.player} strikes: ${event.targets.map((t) => `${t.unit} takes ${t.attack.join(',') || 'no dice'} (${t.attackKept.length} at ${t.lowestFace}+), defends with ${t.defence.join(',') || 'nothing'}`).join('; ') || 'no attack dice'}.`,
  'attacks-cancelled': (event) =>
    `  ${event.player} cancels ${event.targets.map((t) => `${count(t.cancelled.length, 'attack')} on ${t.unit}`).join(', ')}.`,
  'casualties-assigned': (event) =>
    `  ${event.player} assigns casualties: ${event.targets.map((t) => `${t.unit} ${t.kills.filter((k) => k.removed).length} removed${t.kills.some((k) => k.blocked) ? `, ${t.kills.filter((k) => k.blocked).length} saved` : ''}${t.lost.length ? `, ${count(t.lost.length, 'die', 'dice')} lost` : ''}`).join('; ')}.`,
  'unit-fled': (event) => `  ${event.unit} flees the close assault.`,
  'unit-retreated': (event) => `  ${event.unit} retreats from the close assault.`,
  'assault-ended': (event) =>
    `  The ${event.kind === 'overrun' ? 'overrun' : 'close assault'} ends after ${count(event.rounds, 'round')} (${event.reason}).`,
  'overrun-resolved': (event) =>
    event.completed
      ? `  ${event.unit} breaks through ${event.target} and completes its move.`
      : `  ${event.unit} fails to overrun ${event.target}.`,
  'building-assaulted': (event) =>
    `  ${event.unit} rolls ${event.dice.join(', ') || 'no dice'} at ${event.section} (CAD ${event.cad}): ${count(event.successes, 'success', 'successes')}, ${event.structureLost} SP lost, ${event.structure} left${event.collapsed ? '; it collapses' : ''}.`,
  'titan-burst': (event) =>
    event.collapsed
      ? `  ${event.model} bursts through ${event.section} (${event.dice.join(', ')}): it collapses.`
      : `  ${event.model} fails to burst through ${event.section} (${event.dice.join(', ')}; ${event.structure} SP left) and stops; terrain attacks ${event.terrain.join(', ')}: core ${event.core}${event.destroyed ? ', destroyed' : ''}.`,
  'objective-scored': (event) => `${event.player} holds ${event.objective}: ${count(event.score, 'point')}.`,
  'invasion-scored': (event) => `The attacker scores ${event.points} (total ${event.score}).`,
  'objective-revealed': (event) =>
    `${event.objective} of ${event.owner} is revealed: ${event.real ? 'the real command center!' : 'a decoy.'}`,
  'break-test': (event) =>
    `${event.player} takes a break test: needs ${event.target}+, rolls ${event.total}: ${event.passed ? 'holds' : 'breaks'}.`,
  'cp-discarded': (event) => `${event.player} loses ${event.cp} unspent CP.`,
  'unit-entered-building': (event) =>
    `  ${event.unit} enters section ${event.section} of building ${event.building}.`,
  'unit-left-building': (event) => `  ${event.unit} leaves building ${event.building}.`,
  'titan-powered': (event) =>
    `  ${event.model}${event.restart ? ` rolls ${event.restart.roll} to restart its core: ${event.restart.success ? 'restarted' : 'still dead'};` : ''} powers up with ${event.power} power.`,
  'titan-power-spent': (event) =>
    `  ${event.model} spends ${event.spent} power (${event.left} left)${event.boost ? `, boost ${event.boost}` : ''}${event.weapons.length ? `, ${event.weapons.map((w) => `${w.weapon} ${w.power}`).join(', ')}` : ''}${event.recharged ? `, ${count(event.recharged, 'layer')} recharged` : ''}.`,
  'titan-repaired': (event) => `  ${event.model} repairs its core from ${event.coreBefore} to ${event.core}.`,
  'titan-system-repaired': (event) => `  ${event.model} repairs its damaged ${event.system}.`,
  'battle-won': (event) =>
    event.player ? `${event.player} wins: ${event.reason}.` : `The battle is a draw: ${event.reason}.`,
};

/** One English line for a Xenocide event (undefined at run time for an event of another layer, e.g. the core's). */
export function narrateXenocide(event: XenocideEvent): string {
  // The table has a row per event type; TS cannot correlate the row with the event through the union.
  const rows = NARRATIONS as Readonly<Record<string, (event: XenocideEvent) => string>>;
  return (Object.hasOwn(rows, event.type) ? rows[event.type]?.(event) : undefined) as string;
}
