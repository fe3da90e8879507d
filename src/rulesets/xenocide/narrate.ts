import type { XenocideEvent } from './events';

const ORDER_NAMES = {
  'fire-and-move': 'Fire & Move',
  'move-and-fire': 'Move & Fire',
  assault: 'Assault',
} as const;

/** A count with its noun in the right number: `1 hit`, `2 hits`, `3 dice`. */
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One English line for a Xenocide event. */
export function narrateXenocide(event: XenocideEvent): string {
  switch (event.type) {
    case 'scenario-chosen':
      return `The scenario is ${event.scenario}.`;
    case 'roll-off-won':
      return `${event.player} wins the roll-off for ${event.purpose}.`;
    case 'edge-chosen':
      return `${event.player} takes the ${event.edge} table edge.`;
    case 'role-chosen':
      return `${event.player} chooses to be the ${event.role}.`;
    case 'objective-placed':
      return `${event.player} places objective ${event.objective} at (${event.at.x}, ${event.at.y}).`;
    case 'command-center-chosen':
      return event.objective
        ? `${event.player} secretly names ${event.objective} the command center.`
        : `${event.player} names a command center.`;
    case 'company-deployed':
      return event.reserve
        ? `${event.player} holds ${event.company} in reserve.`
        : `${event.player} deploys ${event.company}.`;
    case 'turn-started':
      return `=== Turn ${event.turn} ===`;
    case 'turn-planned':
      return `${event.player} sets a secret activation order.`;
    case 'initiative-rolled':
      return `Initiative: ${event.rolls.map((r) => `${r.player} ${r.dice.join('/')}${r.cp ? ` (+${r.cp} CP)` : ''}`).join(' vs ')}; ${event.winner} wins.`;
    case 'initiative-chosen':
      return event.first === event.player
        ? `${event.player} chooses to activate first.`
        : `${event.player} lets ${event.first} activate first.`;
    case 'company-activated':
      return `${event.player} activates ${event.name}: ${event.orders.map((o) => `${o.unit} ${ORDER_NAMES[o.order]}`).join(', ')}.`;
    case 'company-skipped':
      return `${event.company} of ${event.player} is gone and is skipped.`;
    case 'activation-passed':
      return `${event.player} passes the activation to the opponent.`;
    case 'units-coordinated':
      return `${event.player} coordinates ${event.units.join(', ')} with ${event.with}.`;
    case 'cp-spent':
      return `${event.player} spends ${event.cp} CP on ${event.use} (${event.left} left).`;
    case 'phase-started':
      return `  ${event.company}: ${event.phase.replace('-', ' ')}.`;
    case 'activation-ended':
      return `  ${event.company} ends its activation.`;
    case 'unit-moved': {
      const far = Math.max(0, ...event.models.map((m) => Math.hypot(m.to.x - m.from.x, m.to.y - m.from.y)));
      return `  ${event.unit} ${event.mode === 'normal' ? 'moves' : event.mode === 'jump' ? 'jumps' : 'teleports'} up to ${far.toFixed(1)}"${event.high ? ' (high)' : ''}.`;
    }
    case 'terrain-test':
      return `  ${event.unit} tests ${event.feature}: rolled ${event.roll}, loses ${event.loss.toFixed(1)}" of movement.`;
    case 'teleport-failed':
      return `  ${event.unit}'s teleport fails (rolled ${event.roll}).`;
    case 'model-removed':
      return `  ${event.model} is removed (${event.cause}).`;
    case 'unit-eliminated':
      return `  ${event.unit} is eliminated (${event.value} VP).`;
    case 'models-embarked':
      return `  ${count(event.models.length, 'model')} of ${event.unit} board ${event.transport}.`;
    case 'models-disembarked':
      return `  ${count(event.models.length, 'model')} of ${event.unit} leave ${event.transport}.`;
    case 'unit-left-table':
      return `  ${event.unit} leaves the table${event.returnTurn ? ` (may return on turn ${event.returnTurn})` : ''}.`;
    case 'unit-entered-table':
      return `  ${event.unit} enters the table.`;
    case 'shots-fired': {
      const rolled = event.groups.map(
        (g) =>
          `${count(g.shots, `${g.weapon} shot`)}${g.at === event.target ? '' : ` rerolled at ${g.at}`} at Acc ${g.accuracy} → ${count(g.hits, 'hit')}${g.splashes ? ` + ${count(g.splashes, 'splash', 'splashes')}` : ''}${g.aoeHits ? ` (${count(g.aoeHits, 'AOE hit')})` : ''}`,
      );
      const how = event.phase === 'overwatch' ? 'fires on overwatch at' : 'shoots at';
      return `  ${event.shooter} ${how} ${event.target}${event.directedAt ? ' (directed fire)' : ''}: ${rolled.join('; ') || 'no shot can hit'}.`;
    }
    case 'hits-allocated':
      return `  Hits on ${event.unit}: ${event.pools.map((p) => `${p.hits} to ${p.profile}${p.cover ? ` in cover ${p.cover}` : ''}`).join(', ') || 'none'}${event.lost ? `, ${event.lost} lost` : ''}.`;
    case 'saves-rolled': {
      const saved = event.steps.map((s) => `${s.saved} saved by ${s.step}`);
      return `  ${event.unit} (${event.profile}): ${count(event.hits, 'hit')} → ${saved.length ? saved.join(', ') : 'no save'} → ${event.unsaved} unsaved.`;
    }
    case 'titan-damaged':
      return `  ${event.model} loses ${event.coreBefore - event.core} core (core ${event.core}, ${count(event.layers, 'deflector layer')}).`;
    case 'attack-resolved': {
      const saved = Object.entries(event.saved)
        .filter(([, n]) => n > 0)
        .map(([step, n]) => `${n} saved by ${step}`);
      return `  ${event.shooter} → ${event.target}: ${count(event.shots, 'shot')} → ${count(event.hits, 'hit')} → ${saved.length ? saved.join(', ') : 'none saved'} → ${count(event.removed.length, 'model')} removed.`;
    }
    case 'dug-in':
      return `  ${event.unit} digs in.`;
    case 'building-shot':
      return `  ${event.shooter} shoots at building ${event.building} (${event.section}): ${event.volleys.map((v) => `${count(v.shots, `${v.weapon} shot`)} at S${v.strength} → ${count(v.hits, 'hit')}`).join('; ') || 'no shots'}.`;
    case 'aoe-hits-combined':
      return `  ${event.player} combines AOE hits on ${event.section}: now ${event.hits.map((h) => `${h.count} at S${h.strength}`).join(', ')}.`;
    case 'building-damaged':
      return `  ${event.section} takes ${count(event.hits, 'hit')}, ${event.saved} stopped by its armor: ${event.lost} structure lost (${event.structureBefore} → ${event.structure})${event.collapseTests.length ? `, ${count(event.collapseTests.length, 'collapse test')}` : ''}${event.collapsed ? ' and it collapses!' : ''}.`;
    case 'building-occupants-struck':
      return `  Falling rubble in ${event.section} strikes ${event.units.map((u) => `${u.unit} (${u.dice.join(',') || 'no dice'}; ${u.pending.length} can kill)`).join(', ')}.`;
    case 'building-casualties-assigned':
      return `  ${event.player} assigns the rubble's kills: ${event.units.map((u) => `${u.unit} ${u.kills.filter((k) => k.removed).length} removed${u.kills.some((k) => !k.removed) ? `, ${u.kills.filter((k) => !k.removed).length} saved by shields` : ''}`).join('; ') || 'none'}.`;
    case 'building-escapes-rolled': {
      const out = event.rolls.filter((r) => r.escaped).length;
      return `  ${event.section} collapses on its occupants: ${out} of ${count(event.rolls.length, 'model')} ${out === 1 ? 'gets' : 'get'} out, ${event.rolls.length - out} buried.`;
    }
    case 'building-escaped':
      return `  ${event.unit} escapes ${event.section ? `into section ${event.section}` : 'out of the rubble'} with ${count(event.models.length, 'model')}${event.trapped.length ? `; ${event.trapped.length} had nowhere safe to go` : ''}.`;
    case 'building-ruined':
      return event.destroyed
        ? `  Building ${event.building} is destroyed: impassable rubble that blocks sight.`
        : `  Section ${event.section} of ${event.building} is rubble: impassable and blocking sight.`;
    case 'building-fire-resolved':
      return `  ${event.shooter} → ${event.section}: ${count(event.hits, 'hit')} → ${event.lost} structure lost (${event.structure} left)${event.collapsed ? ', collapsed' : ''} → ${count(event.removed.length, 'model')} removed.`;
    case 'suppression-tested':
      return `  ${event.unit} suppression test ${event.target}+, rolled ${event.total}${event.natural ? ' (natural)' : ''}: ${event.passed ? 'holds' : 'suppressed'}.`;
    case 'suppression-die-added':
      return `  ${event.unit} adds a die (${event.die}): ${event.total} against ${event.target}+: ${event.passed ? 'holds' : 'suppressed'}.`;
    case 'markers-changed':
      return `  ${event.unit} now has ${count(event.after, 'suppression marker')} (was ${event.before}).`;
    case 'rallied':
      return `  ${event.unit} tries to rally${event.cpDie ? ' (CP die)' : ''}: ${event.kept.join('+')}${event.bonus ? '+1' : ''} = ${event.total} against ${event.target}+: ${event.passed ? 'rallies' : 'fails'}.`;
    case 'overwatch-declared':
      return `  ${event.units.join(', ')} ${event.units.length === 1 ? 'goes' : 'go'} on overwatch.`;
    case 'overwatch-window-opened':
      return `  ${event.player} may fire on overwatch at ${event.mover} with ${event.units.join(', ')}.`;
    case 'overwatch-passed':
      return `  ${event.player} holds overwatch fire as ${event.mover} moves.`;
    case 'overwatch-removed':
      return `  ${event.unit} loses its overwatch counter (${event.reason}).`;
    case 'assault-started':
      return event.kind === 'overrun'
        ? `  ${event.attackers.join(', ')} overruns ${event.defenders.join(', ')}.`
        : `  Close assault: ${event.attackers.join(', ')} (${event.attacker}) against ${event.defenders.join(', ')} (${event.defender}).`;
    case 'assault-round-started':
      return `  Close assault, round ${event.round}.`;
    case 'assault-joined':
      return `  ${event.unit} joins the close assault (${event.joinedBy}).`;
    case 'dice-split':
      return `  ${event.player} splits close-assault dice: ${event.units.map((u) => `${u.unit} ${u.attack} attack / ${u.defence} defence${u.disadvantage.length ? ' (disadvantaged)' : ''}`).join(', ') || 'no dice'}.`;
    case 'assault-struck':
      return `  ${event.player} strikes: ${event.targets.map((t) => `${t.unit} takes ${t.attack.join(',') || 'no dice'} (${t.attackKept.length} at ${t.lowestFace}+), defends with ${t.defence.join(',') || 'nothing'}`).join('; ') || 'no attack dice'}.`;
    case 'attacks-cancelled':
      return `  ${event.player} cancels ${event.targets.map((t) => `${count(t.cancelled.length, 'attack')} on ${t.unit}`).join(', ')}.`;
    case 'casualties-assigned':
      return `  ${event.player} assigns casualties: ${event.targets.map((t) => `${t.unit} ${t.kills.filter((k) => k.removed).length} removed${t.kills.some((k) => k.blocked) ? `, ${t.kills.filter((k) => k.blocked).length} saved` : ''}${t.lost.length ? `, ${count(t.lost.length, 'die', 'dice')} lost` : ''}`).join('; ')}.`;
    case 'unit-fled':
      return `  ${event.unit} flees the close assault.`;
    case 'unit-retreated':
      return `  ${event.unit} retreats from the close assault.`;
    case 'assault-ended':
      return `  The ${event.kind === 'overrun' ? 'overrun' : 'close assault'} ends after ${count(event.rounds, 'round')} (${event.reason}).`;
    case 'overrun-resolved':
      return event.completed
        ? `  ${event.unit} breaks through ${event.target} and completes its move.`
        : `  ${event.unit} fails to overrun ${event.target}.`;
    case 'building-assaulted':
      return `  ${event.unit} rolls ${event.dice.join(', ') || 'no dice'} at ${event.section} (CAD ${event.cad}): ${count(event.successes, 'success', 'successes')}, ${event.structureLost} SP lost, ${event.structure} left${event.collapsed ? '; it collapses' : ''}.`;
    case 'titan-burst':
      return event.collapsed
        ? `  ${event.model} bursts through ${event.section} (${event.dice.join(', ')}): it collapses.`
        : `  ${event.model} fails to burst through ${event.section} (${event.dice.join(', ')}; ${event.structure} SP left) and stops; terrain attacks ${event.terrain.join(', ')}: core ${event.core}${event.destroyed ? ', destroyed' : ''}.`;
    case 'objective-scored':
      return `${event.player} holds ${event.objective}: ${count(event.score, 'point')}.`;
    case 'invasion-scored':
      return `The attacker scores ${event.points} (total ${event.score}).`;
    case 'objective-revealed':
      return `${event.objective} of ${event.owner} is revealed: ${event.real ? 'the real command center!' : 'a decoy.'}`;
    case 'break-test':
      return `${event.player} takes a break test: needs ${event.target}+, rolls ${event.total}: ${event.passed ? 'holds' : 'breaks'}.`;
    case 'cp-discarded':
      return `${event.player} loses ${event.cp} unspent CP.`;
    case 'unit-entered-building':
      return `  ${event.unit} enters section ${event.section} of building ${event.building}.`;
    case 'unit-left-building':
      return `  ${event.unit} leaves building ${event.building}.`;
    case 'titan-powered':
      return `  ${event.model}${event.restart ? ` rolls ${event.restart.roll} to restart its core: ${event.restart.success ? 'restarted' : 'still dead'};` : ''} powers up with ${event.power} power.`;
    case 'titan-power-spent':
      return `  ${event.model} spends ${event.spent} power (${event.left} left)${event.boost ? `, boost ${event.boost}` : ''}${event.weapons.length ? `, ${event.weapons.map((w) => `${w.weapon} ${w.power}`).join(', ')}` : ''}${event.recharged ? `, ${count(event.recharged, 'layer')} recharged` : ''}.`;
    case 'titan-repaired':
      return `  ${event.model} repairs its core from ${event.coreBefore} to ${event.core}.`;
    case 'battle-won':
      return event.player
        ? `${event.player} wins: ${event.reason}.`
        : `The battle is a draw: ${event.reason}.`;
  }
}
