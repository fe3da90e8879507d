import type { RmpEvent } from './events';

const plus = (n: number) => `${n}+`;

/** RMP-DEF-21: one English line for a Rampant event (ids are replaced by names by the caller's labels). */
export function narrateRampant(event: RmpEvent): string {
  switch (event.type) {
    case 'roll-off':
      return `${event.winner} wins the roll-off for ${event.purpose}.`;
    case 'zone-chosen':
      return `${event.player} takes the ${event.zone} zone and will go first each turn.`;
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
      return `${event.unit} is ordered to ${event.action}: rolls ${event.roll} against ${plus(event.need)} — ${event.passed ? 'it goes' : 'it fails'}.`;
    case 'moved':
      return `${event.unit} moves ${event.distance}".`;
    case 'embarked':
      return `${event.unit} boards ${event.transport}.`;
    case 'disembarked':
      return `${event.unit} gets out of ${event.transport}.`;
    case 'shot':
      return `${event.shooter} shoots ${event.target}${event.extreme ? ' at extreme range' : ''}: ${event.dice} dice at ${plus(event.need)}, ${event.hits} hit${event.hits === 1 ? '' : 's'}.`;
    case 'reaction':
      return event.reaction === 'go-to-ground'
        ? `${event.unit} goes to ground.`
        : `${event.unit} tries to ${event.reaction === 'firefight' ? 'return fire' : 'counter-charge'}: ${event.roll ?? '?'} — ${event.passed ? 'it does' : 'it fails'}.`;
    case 'attack-declared':
      return `${event.attacker} ${event.wild ? 'charges wildly at' : 'attacks'} ${event.target}.`;
    case 'fight':
      return `${event.attacker} and ${event.defender} fight: ${event.attackerHits} hits (${plus(event.attackerNeed)}) against ${event.defenderHits} (${plus(event.defenderNeed)}).`;
    case 'sp-lost':
      return `${event.unit} loses ${event.sp} Strength Point${event.sp === 1 ? '' : 's'}${event.hits !== undefined ? ` (${event.hits} hits against Armour ${event.armour})` : ''}; ${event.left} left.`;
    case 'models-removed':
      return `${event.unit} removes ${event.models.length} model${event.models.length === 1 ? '' : 's'}.`;
    case 'courage-test':
      return `${event.unit} tests Courage: ${event.roll} on ${event.dice} ${event.dice === 1 ? 'die' : 'dice'}, score ${event.score} against ${plus(event.need)} — ${event.result === 'passed' ? 'it holds' : event.result === 'routed' ? 'it routs' : 'it falters'}.`;
    case 'rallied':
      return event.passed ? `${event.unit} rallies.` : `${event.unit} fails to rally.`;
    case 'wild-charge-test':
      return `${event.unit} tests for a Wild Charge: ${event.roll} — ${event.passed ? 'it charges' : 'it holds back'}.`;
    case 'suppressed':
      return `${event.unit} is Suppressed.`;
    case 'retreated':
      return `${event.unit} retreats ${event.distance}"${event.into ? ` into ${event.into}` : ''}${event.distance < event.wanted && !event.into ? ` (blocked short of ${event.wanted}")` : ''}.`;
    case 'held-in-cover':
      return `${event.unit} holds its ground.`;
    case 'unit-removed':
      return event.how === 'routed' ? `${event.unit} routs and leaves the field.` : `${event.unit} is destroyed.`;
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
