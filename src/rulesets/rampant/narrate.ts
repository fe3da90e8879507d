import type { RmpEvent } from './events';

const plus = (n: number) => `${n}+`;
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** RMP-DEF-21: one English line for a Rampant event (ids are replaced by names by the caller's labels). */
export function narrateRampant(event: RmpEvent): string {
  switch (event.type) {
    case 'roll-off':
      return `${event.winner} wins the roll-off for ${event.purpose}.`;
    case 'zone-chosen':
      return `${event.player} takes the ${event.zone} deployment zone.`;
    case 'unit-deployed':
      return event.embarked ? `${event.unit} starts aboard ${event.embarked}.` : `${event.unit} deploys.`;
    case 'turn-started':
      return `Turn ${event.turn} begins; ${event.first} acts first.`;
    case 'turn-ended':
      return `Turn ${event.turn} ends.`;
    case 'phase-started':
      return `${event.player}'s activation phase.`;
    case 'phase-ended':
      return event.reason === 'test-failed'
        ? `${event.player}'s phase ends on a failed activation test.`
        : event.reason === 'player-ended'
          ? `${event.player} ends the phase.`
          : `${event.player} has ordered every unit; the phase ends.`;
    case 'activation-test':
      return `${event.unit} is ordered to ${event.action.replaceAll('-', ' ')}: rolls ${event.roll} against ${plus(event.need)} — ${event.passed ? 'it goes' : 'it fails'}.`;
    case 'moved':
      return event.distance > 0 ? `${event.unit} moves ${event.distance}".` : `${event.unit} does not move.`;
    case 'embarked':
      return `${event.unit} boards ${event.transport}.`;
    case 'disembarked':
      return `${event.unit} gets out of ${event.transport}.`;
    case 'shot':
      return `${event.shooter} shoots ${event.target}${event.extreme ? ' at extreme range' : ''}: ${count(event.dice, 'die', 'dice')} at ${plus(event.need)}, ${count(event.hits, 'hit')}.`;
    case 'reaction':
      return event.reaction === 'go-to-ground'
        ? `${event.unit} goes to ground.`
        : `${event.unit} tries to ${event.reaction === 'firefight' ? 'return fire' : 'counter-charge'}${event.roll === undefined ? '' : `: rolls ${event.roll}`} — ${event.passed ? 'it does' : 'it fails'}.`;
    case 'attack-declared':
      return `${event.attacker} ${event.wild ? 'charges wildly at' : 'attacks'} ${event.target}.`;
    case 'fight':
      return `${event.attacker} and ${event.defender} fight: ${event.attacker} scores ${count(event.attackerHits, 'hit')} at ${plus(event.attackerNeed)}, ${event.defender} ${count(event.defenderHits, 'hit')} at ${plus(event.defenderNeed)}.`;
    case 'sp-lost':
      if (event.sp === 0)
        return `${event.unit} takes ${count(event.hits ?? 0, 'hit')} against Armour ${event.armour ?? '—'}: no Strength Point lost; ${event.left} left.`;
      return `${event.unit} loses ${count(event.sp, 'Strength Point')}${event.hits !== undefined ? ` (${count(event.hits, 'hit')} against Armour ${event.armour})` : ''}; ${event.left} left.`;
    case 'models-removed':
      return `${event.unit} removes ${count(event.models.length, 'model')}.`;
    case 'courage-test':
      return `${event.unit} tests Courage: rolls ${event.roll} on ${count(event.dice, 'die', 'dice')}${event.score === event.roll ? '' : `, ${event.score} after modifiers,`} against ${plus(event.need)} — ${event.result === 'passed' ? 'it holds' : event.result === 'routed' ? 'it routs' : 'it falters'}.`;
    case 'rallied':
      return event.passed ? `${event.unit} rallies.` : `${event.unit} fails to rally.`;
    case 'wild-charge-test':
      return `${event.unit} tests for a Wild Charge: rolls ${event.roll} — ${event.passed ? 'it charges' : 'it holds back'}.`;
    case 'suppressed':
      return `${event.unit} is Suppressed.`;
    case 'retreated':
      // Short of the full distance without cover: blocked (a casualty die follows) or slowed by rough ground.
      return `${event.unit} retreats ${event.distance}"${event.into ? ` into ${event.into}` : event.distance < event.wanted ? ` of its ${event.wanted}"` : ''}.`;
    case 'held-in-cover':
      return `${event.unit} holds its ground instead of retreating.`;
    case 'unit-removed':
      return event.how === 'routed'
        ? `${event.unit} routs and leaves the field.`
        : `${event.unit} is destroyed.`;
    case 'commander-lost':
      return `${event.player}'s Commander is lost!`;
    case 'passengers-placed':
      return `${event.unit} scrambles out of the wreck.`;
    case 'game-over': {
      const score = Object.entries(event.scores)
        .map(([p, v]) => `${p} ${v}`)
        .join(', ');
      return event.winners.length === 0
        ? `The game is a draw (${event.reason}; VP ${score}).`
        : `${event.winners.join(' and ')} wins (${event.reason}; VP ${score}).`;
    }
  }
}
