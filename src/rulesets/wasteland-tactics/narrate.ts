import type { WastelandEvent } from './events';
import { narrateAdvanced } from './narrate-advanced';

/** A count with its noun in the right number: `1 hit`, `2 hits`. */
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const at = (p: { x: number; y: number }) => `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})`;
const roll = (die: number | null, needed: number) =>
  die === null ? `automatic (needs ${needed}+)` : `${die} vs ${needed}+`;

/** One English line for a Wasteland Tactics event. */
export function narrateWasteland(event: WastelandEvent): string {
  switch (event.type) {
    case 'game-started':
      return `Mission ${event.mission}: ${event.name}${event.rolled ? ' (rolled)' : ''}.`;
    case 'key-counter-rolled':
      return `Counter ${event.counter} is the key individual to rescue.`;
    case 'deployment-order':
      return `Deployment order: ${event.order.join(', ')}.`;
    case 'unit-deployed':
      return `${event.player} deploys ${event.unit} around ${at(event.models[0]?.at ?? { x: 0, y: 0 })}.`;
    case 'unit-held-in-ambush':
      return `${event.player} holds ${event.unit} in ambush.`;
    case 'round-started':
      return `=== Round ${event.round} ===`;
    case 'initiative-rolled':
      return `Initiative${event.purpose === 'deployment' ? ' for deployment' : ''}: ${event.rolls
        .map((r) => `${r.player} ${r.die}+${r.modifier}=${r.total}`)
        .join(', ')}; order ${event.order.join(' > ')}.`;
    case 'unit-activated':
      return `${event.player} activates ${event.unit}: ${event.actions.length > 0 ? event.actions.join(' + ') : 'no actions'}.`;
    case 'ambush-arrived':
      return `${event.unit} of ${event.player} springs from ambush.`;
    case 'action-started':
      return `  ${event.unit}: ${event.action}.`;
    case 'action-wasted':
      return `  ${event.unit}'s ${event.action} is wasted: ${event.reason.replace(/\.$/, '')}.`;
    case 'unit-moved': {
      const far = Math.max(0, ...event.models.map((m) => Math.hypot(m.to.x - m.from.x, m.to.y - m.from.y)));
      const verb = { move: 'moves', forced: 'is forced back', charge: 'charges', coherency: 'regroups' }[
        event.kind
      ];
      return `  ${event.unit} ${verb} ${far.toFixed(1)}".`;
    }
    case 'unit-defending':
      return `  ${event.unit} takes cover and defends.`;
    case 'test-rolled':
      return `  ${event.unit} ${event.test === 'dangerous' ? event.purpose : `${event.test} roll (${event.purpose})`}: ${roll(event.die, event.needed)}, ${event.test === 'dangerous' ? (event.passed ? 'safe' : 'a model is lost') : event.passed ? 'passed' : 'failed'}.`;
    case 'attack-rolled':
      return `  ${event.model} ${event.action === 'shoot' ? 'fires' : 'strikes with'} ${event.weapon} at ${event.target}: [${event.dice.join(', ')}] needing ${event.needed}+, ${count(event.hits, 'hit')}${event.criticals > 0 ? `, ${event.criticals} critical` : ''}.`;
    case 'wound-lost':
      return `  ${event.model} is wounded (${event.wounds} left).`;
    case 'model-destroyed':
      return `  ${event.model} is destroyed (${event.cause}).`;
    case 'unit-destroyed':
      return `${event.unit} of ${event.player} is destroyed: ${event.cause}.`;
    case 'hits-lost':
      return `  ${count(event.count, 'hit')} on ${event.unit} ${event.count === 1 ? 'is' : 'are'} lost: ${event.reason}.`;
    case 'marker-added':
      return `  ${event.unit} gains a suppression marker (${event.markers}): ${event.reason}.`;
    case 'marker-removed':
      return `  ${event.unit} loses a suppression marker (${event.markers}): ${event.reason}.`;
    case 'unit-evacuated':
      return `${event.unit} of ${event.player} is evacuated${event.points > 0 ? ` for ${event.points} points` : ''}.`;
    case 'charge-declared':
      return `  ${event.unit} charges ${event.targets.join(' and ')}.`;
    case 'charge-reaction':
      return `  ${event.unit} ${event.reacted ? 'braces and fires at' : 'lets'} ${event.charger}${event.reacted ? '' : ' come'}.`;
    case 'power-cast':
      return `  ${event.model} casts ${event.power} at ${event.target}: ${event.die} vs ${event.needed}+, ${event.passed ? 'manifested' : 'failed'}.`;
    case 'power-nullify':
      return `  ${event.unit} tries to nullify: ${event.die} vs ${event.needed}+, ${event.nullified ? 'nullified' : 'the power goes through'}.`;
    case 'power-resolved':
      return event.power === 'war-blessing'
        ? `  War Blessing settles on ${event.target}.`
        : `  Psychic Fury strikes ${event.target}.`;
    case 'command-issued':
      return `  ${event.leader} commands ${event.unit === event.leader ? 'itself' : event.unit}: ${event.command}${event.passed ? (event.value === undefined ? '' : ` (${event.value})`) : ' (ignored)'}.`;
    case 'unit-exempted':
      return `  ${event.unit} is a Vehicle/Monster: no ${{ 'morale-test': 'morale test', 'suppression-marker': 'suppression marker', 'forced-move': 'Forced Move' }[event.from]} (${event.purpose.replace(/ \(WT-[A-Z]+-\d+\)$/, '')}).`;
    case 'morale-phase':
      return `Morale phase of round ${event.round}.`;
    case 'key-counter-carried':
      return `${event.unit} of ${event.player} picks up the key counter.`;
    case 'mission-streak':
      return `${event.player} meets the mission condition (${count(event.rounds, 'round')} running).`;
    case 'key-counter-delivered':
      return `${event.unit} of ${event.player} brings the key counter to their table edge.`;
    case 'facility-destroyed':
      return `The critical facility is demolished by ${event.by}'s side.`;
    case 'round-ended':
      return `End of round ${event.round}; scores ${Object.entries(event.scores)
        .map(([p, s]) => `${p} ${s}`)
        .join(', ')}.`;
    default:
      return narrateAdvanced(event);
  }
}
