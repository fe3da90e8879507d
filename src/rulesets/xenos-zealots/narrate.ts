import type { XzEvent } from './events';
import type { MoraleState, OrderKind } from './state';

/** A count with its noun in the right number: `1 hit`, `2 hits`. */
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const at = (p: { x: number; y: number }) => `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})`;
const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);

/** XZ-ORD-02: an order counter as printed on it (`DOUBLE TIME`). */
const counter = (order: OrderKind) => order.replace('-', ' ').toUpperCase();

/** The phases and steps of a turn by their names in the book (XZ-TURN-04). */
const PHASES: Readonly<Record<string, string>> = {
  command: 'Command Phase',
  primary: 'Primary Actions',
  secondary: 'Secondary Actions',
  resolution: 'Resolution Phase',
};

/** XZ-MOR-02: a morale state as a player says it. */
const MORALE: Readonly<Record<MoraleState, string>> = {
  ok: 'back in good order',
  suppressed: 'Suppressed',
  neutralized: 'Neutralized',
  routed: 'Routed',
};

/** R23 / R24: what a Suppressed or Routed unit's behaviour is called. */
const BEHAVIOURS: Readonly<Record<string, string>> = {
  ready: 'readies its weapons',
  'move-to-cover': 'moves to cover',
  withdraw: 'withdraws',
  'return-fire': 'returns fire',
  'turn-to-face': 'turns to face the enemy',
  rout: 'routs',
};

const MOVES: Readonly<Record<string, string>> = {
  move: 'moves',
  jump: 'jumps',
  cover: 'moves to cover',
  withdraw: 'withdraws',
  rout: 'flees',
  assault: 'charges in',
  consolidate: 'consolidates',
};

const ASSAULT_OUTCOMES: Readonly<Record<string, string>> = {
  'good-order': 'falls back in good order',
  'test-passed': 'passes its morale test and withdraws',
  routed: 'is Routed',
  neutralized: 'is Neutralized',
  destroyed: 'is destroyed',
};

/** The longest distance any model of a move covered. */
function farthest(models: readonly { from: { x: number; y: number }; to: { x: number; y: number } }[]) {
  return Math.max(0, ...models.map((m) => Math.hypot(m.to.x - m.from.x, m.to.y - m.from.y)));
}

/**
 * One English line for a Xenos & Zealots event, in the words of the book (`Turn 2 — Command Phase`,
 * `zealots.ashen-knights: ADVANCE is turned over`, `3 hits on xenos.vyrkai-warriors`); undefined for an event that
 * says nothing a player needs (a skipped action, a Move action announced before the move itself). Unit and
 * model ids stay ids: the description's `labels` turn them into names.
 * @example narrateXenosZealots({ type: 'turn-started', turn: 2 }) // '=== Turn 2 ==='
 */
export function narrateXenosZealots(event: XzEvent): string | undefined {
  switch (event.type) {
    case 'odds-evens-rolled':
      return `Odds or evens: a ${event.die}, so ${event.chooser} chooses who attacks.`;
    case 'roles-decided':
      return `${event.attacker} attacks and ${event.defender} defends${event.chooser ? ` (${event.chooser}'s choice)` : ''}.`;
    case 'zone-chosen':
      return `${event.player} takes the ${event.zone} deployment zone; the other side deploys in the ${event.other}.`;
    case 'unit-deployed': {
      const first = event.models[0];
      return `${event.player} deploys ${event.unit}${event.mobility ? ` (Mobility ${event.mobility})` : ''}${first ? ` around ${at(first.at)}` : ''}.`;
    }
    case 'turn-started':
      return `=== Turn ${event.turn} ===`;
    case 'phase-started':
      return `Turn ${event.turn} — ${PHASES[event.phase] ?? event.phase}${event.player ? ` (${event.player})` : ''}`;
    case 'orders-placed':
      return `${event.player} places ${count(event.units.length, 'order counter')} face down.`;
    case 'order-revealed':
      return `  ${event.unit}: ${counter(event.order)} is turned over.`;
    case 'support-requested':
      return event.success
        ? `${event.player} calls for ${event.name}: granted, 4 markers are placed (one is live).`
        : `${event.player} calls for ${event.name}: no answer this turn.`;
    case 'support-arrived':
      // The markers' coordinates are left out: the active marker is on the table for everyone to see.
      return event.arrived
        ? `${event.name} arrives at ${event.player}'s active marker.`
        : `${event.name} is delayed.`;
    case 'action-taken':
      // A Move, Shoot or Assault action is told by the move, the fire or the assault that follows.
      return BEHAVIOURS[event.action] ? `  ${event.unit} ${BEHAVIOURS[event.action]}.` : undefined;
    case 'action-skipped':
      return undefined;
    case 'unit-moved':
      // A reserve unit's entry is told without its coordinates (they are the live marker's).
      if (event.kind === 'reserve') return `  ${event.unit} enters the table.`;
      return `  ${event.unit} ${MOVES[event.kind] ?? 'moves'} ${farthest(event.models).toFixed(1)}".`;
    case 'unit-turned':
      return `  ${event.model} turns to face ${Math.round(event.facing)}°.`;
    case 'fire-declared':
      return `  ${event.unit} opens fire: ${event.groups
        .map((g) => `${g.models} × ${g.weapon} at ${g.target}`)
        .join('; ')}.`;
    case 'hits-scored': {
      if (event.dice.length === 0) return `  ${event.weapon} catches no model of ${event.target}.`;
      const modifier = event.modifier ? `, ${signed(event.modifier)} to hit` : '';
      return `  ${count(event.hits, 'hit')} on ${event.target} (${event.weapon}: ${event.dice.join(' ')}${modifier}).`;
    }
    case 'hit-allocated':
      // The hit's resolution, next, names the model.
      return undefined;
    case 'hit-resolved': {
      // `save` is the die plus the armour of the facing hit (XZ-SAVE-01); it must reach the AP (R7).
      const against = `${event.save} ${event.saved ? '≥' : '<'} AP ${event.ap}${event.facing ? `, ${event.facing} armour` : ''}`;
      if (event.saved) return `    ${event.model} saves (${against}).`;
      const harm =
        event.damage === undefined
          ? ''
          : `: damage ${event.damage}, ${count(event.wounds ?? 0, 'wound')}${event.wounds ? '' : ' (suppressed)'}`;
      return `    ${event.model} fails its save (${against})${harm}.`;
    }
    case 'model-suppressed':
      return `    ${event.model} is suppressed.`;
    case 'model-removed':
      return `    ${event.model} is removed.`;
    case 'structure-lost':
      return `    ${event.model} loses a structure point from ${event.system} (${event.chooser} chose)${event.speed === undefined ? '' : `; speed now ${event.speed}"`}.`;
    case 'morale-changed':
      return `  ${event.unit} is ${MORALE[event.to]} (${event.cause}).`;
    case 'rally-attempted':
      return `  ${event.unit} tries to rally: ${event.roll} ${signed(event.modifier)} against ${event.target}, ${event.success ? 'rallied' : 'failed'}.`;
    case 'unit-destroyed':
      return `${event.unit} of ${event.player} is destroyed${event.by ? ` by ${event.by}` : ''}: ${event.cause}.`;
    case 'leader-changed':
      return `    ${event.model} now leads ${event.unit}.`;
    case 'character-attached':
      return `  ${event.character} joins ${event.unit}.`;
    case 'character-detached':
      return `  ${event.character} leaves ${event.unit}.`;
    case 'reroll-used':
      if (event.limited)
        return `    ${event.commander} re-rolls ${count(event.dice.length, `natural ${event.limited.natural}`)} with ${event.limited.name} (die ${event.dice.map((i) => i + 1).join(', ')}).`;
      return `    ${event.player} spends ${count(event.dice.length, 'Command re-roll')} of ${event.commander} (die ${event.dice.map((i) => i + 1).join(', ')}).`;
    case 'assault-declared':
      return `  ${event.unit} assaults ${event.target}!`;
    case 'strike-order':
      return `  Strike order: ${event.charger} ${event.totals[0]} against ${event.defender} ${event.totals[1]}; ${event.first} strikes first.`;
    case 'assault-attacks':
      return `  ${event.unit} strikes ${event.target}: ${event.dice.join(' ')}, ${count(event.hits, 'hit')}.`;
    case 'assault-result':
      return `  ${event.winner} wins the assault; ${event.loser} ${ASSAULT_OUTCOMES[event.outcome] ?? event.outcome}.`;
    case 'unit-consolidated':
      return `  ${event.unit} consolidates.`;
    case 'turn-ended':
      return `Turn ${event.turn} ends.`;
    case 'battle-over':
      return `The battle is over: ${event.reason.replace(/\.$/, '')}.`;
  }
}
