import type { SqEvent } from './events';

const r = (n: number) => (Math.round(n * 10) / 10).toString();

/** SQ-DEF-30: one English line for a Squad pinning event (ids are replaced by names by the caller's labels). */
export function narrateSquadPinning(event: SqEvent): string {
  switch (event.type) {
    case 'roll-off':
      return `${event.winner} wins the roll-off for ${event.purpose}.`;
    case 'zone-chosen':
      return `${event.player} takes the ${event.zone} deployment zone and deploys first.`;
    case 'unit-deployed':
      return event.embarked
        ? `${event.unit} starts the game aboard ${event.embarked}.`
        : `${event.unit} deploys.`;
    case 'recon-move':
      return event.moved
        ? `${event.unit} makes its Recon move.`
        : `${event.unit} keeps its place (no Recon move).`;
    case 'turn-started':
      return `Turn ${event.turn} begins; ${event.first} has the initiative.`;
    case 'turn-ended':
      return `Turn ${event.turn} ends.`;
    case 'unit-activated':
      return `${event.unit} activates.`;
    case 'action-taken':
      return `${event.unit}: ${event.action}.`;
    case 'activation-lost':
      return `${event.unit} does nothing: it ${event.reason}.`;
    case 'unit-moved':
      return `${event.unit} moves ${r(event.distance)}".`;
    case 'shots-fired':
      return `${event.unit} ${event.why === 'shoot' ? 'fires' : 'fires on overwatch'} at ${event.target}: ${event.shots} shot${event.shots === 1 ? '' : 's'}, ${event.hits} hit${event.hits === 1 ? '' : 's'}.`;
    case 'saves-rolled':
      return `${event.unit} saves ${event.saved} of ${event.hits}: ${event.wounds} casualt${event.wounds === 1 ? 'y' : 'ies'}.`;
    case 'wound-ignored':
      return `${event.unit} shrugs off a wound (Gene Enhanced).`;
    case 'model-removed':
      return `${event.model} falls.`;
    case 'unit-destroyed':
      return `${event.unit} is gone (${event.why}).`;
    case 'test-taken':
      return `${event.unit} ${event.automatic ? 'automatically passes' : event.passed ? 'passes' : 'fails'} its ${event.test}.`;
    case 'unit-pinned':
      return `${event.unit} is pinned.`;
    case 'unit-broken':
      return `${event.unit} breaks!`;
    case 'unit-rallied':
      return `${event.unit} rallies.`;
    case 'fell-back':
      return `${event.unit} falls back ${r(event.distance)}".`;
    case 'overwatch-set':
      return `${event.unit} goes on overwatch.`;
    case 'overwatch-cleared':
      return `${event.unit} is no longer on overwatch (${event.why}).`;
    case 'smoke-placed':
      return `${event.unit} lays smoke at (${r(event.at.x)}, ${r(event.at.y)}).`;
    case 'smoke-cleared':
      return `${event.count} smoke cloud${event.count === 1 ? '' : 's'} drift${event.count === 1 ? 's' : ''} away.`;
    case 'embarked':
      return `${event.unit} boards ${event.transport}.`;
    case 'disembarked':
      return `${event.unit} leaves ${event.transport}.`;
    case 'vehicle-hit':
      return `${event.unit} takes an AT ${event.at} hit on the ${event.facing}: ${event.result === 'none' ? 'no effect' : event.result}.`;
    case 'assault-declared':
      return `${event.units.join(' and ')} assault${event.units.length === 1 ? 's' : ''} ${event.target.join(' and ')}!`;
    case 'assault-stopped':
      return `${event.unit}'s assault stops: ${event.why}.`;
    case 'initiative-rolled':
      return event.simultaneous
        ? `CQB round ${event.round}: both sides strike at once.`
        : `CQB round ${event.round}: ${event.first.join(' and ')} strike${event.first.length === 1 ? 's' : ''} first.`;
    case 'cqb-strikes':
      return `${event.unit} strikes ${event.target}: ${event.attacks} attacks, ${event.hits} hits.`;
    case 'cqb-round':
      return `CQB round ${event.round} ends${event.loser ? `; ${event.loser} lost it` : ' level'}.`;
    case 'cqb-ended':
      return event.engaged
        ? 'The melee goes on: both units stay engaged.'
        : event.winner
          ? `${event.winner} wins the close-quarters fight.`
          : 'The close-quarters fight ends.';
    case 'consolidated':
      return event.moved ? `${event.unit} consolidates.` : `${event.unit} holds its ground.`;
    case 'fire-mission':
      return `${event.unit}'s fire mission: ${event.step}${event.asset ? ` (${event.asset})` : ''}${event.at ? ` at (${r(event.at.x)}, ${r(event.at.y)})` : ''}.`;
    case 'template-effect':
      return `${event.unit} under the barrage: ${event.effect}.`;
    case 'game-over':
      return event.winners.length
        ? `${event.winners.join(' and ')} win${event.winners.length === 1 ? 's' : ''}: ${event.reason} (${Object.entries(
            event.scores,
          )
            .map(([p, s]) => `${p} ${s}`)
            .join(', ')}).`
        : `A draw: ${event.reason} (${Object.entries(event.scores)
            .map(([p, s]) => `${p} ${s}`)
            .join(', ')}).`;
  }
}
