/**
 * Xenocide shooting, step by step: a Terran platoon fires on a Kethri brood in a wood. The defender chooses
 * casualties, the brood tests for suppression and weighs buying the extra die.
 * Run: npx tsx examples/xenocide-shooting.ts
 *
 * The position is built from the sample armies and edited the way a scenario editor would, then wrapped
 * with `gameFromState`; the dice are scripted so the story is the same every run.
 */
import {
  applyCommand,
  createGame,
  type GameEvent,
  type GameState,
  gameFromState,
  pending,
  scripted,
} from '../src/index.js';
import {
  kethriSwarmArmy,
  narrateXenocide,
  terranGuardArmy,
  type XenocideCommand,
  type XenocideEvent,
  type XenocideState,
  xenocide,
} from '../src/rulesets/xenocide/index.js';

const start = createGame(
  xenocide,
  {
    players: [
      { id: 'red', army: terranGuardArmy },
      { id: 'blue', army: kethriSwarmArmy },
    ],
    scenario: 'attrition',
    terrain: [
      {
        id: 'wood',
        kind: 'forest',
        polygon: {
          points: [
            { x: 28, y: 24 },
            { x: 44, y: 24 },
            { x: 44, y: 30 },
            { x: 28, y: 30 },
          ],
        },
      },
    ],
  },
  { seed: 7 },
).game;

// Red's 1st Platoon (6 infantry, 3 APCs) in the open at y 12; blue's First Brood (8 warriors) in the wood.
const platoon = 'red.c1.u1';
const brood = 'blue.c1.u1';
const position: XenocideState = {
  ...start,
  turn: 1,
  sides: [
    { ...start.sides[0], edge: 'south', cp: 3 },
    { ...start.sides[1], edge: 'north', cp: 3 },
  ],
  units: start.units.map((unit) => {
    if (unit.id !== platoon && unit.id !== brood) return unit;
    const y = unit.id === platoon ? 12 : 27;
    const infantry = unit.models.filter((m) => start.profiles[m.profile]?.types.includes('Infantry'));
    return {
      ...unit,
      status: 'on-table' as const,
      ...(unit.id === platoon ? { order: 'fire-and-move' as const } : {}),
      models: unit.models.map((m) => {
        const i = infantry.indexOf(m);
        return i >= 0 ? { ...m, x: 30 + i * 1.5, y } : { ...m, x: 28 + unit.models.indexOf(m) * 3, y: y - 4 };
      }),
    };
  }),
  stage: { kind: 'activation', player: 'red', company: 'red.c1', phase: 'shooting', units: [platoon] },
};

const dice = [
  // 6 riflemen × 3 shots = 18 dice at Acc 3 + Aspect −1 = 2: the 1s and 2s hit, 5 hits.
  ...[1, 2, 3, 1, 2, 6, 5, 4, 6, 6, 5, 2, 4, 4, 5, 6, 3, 3],
  ...[1, 3, 4, 6, 2], // cover saves: forest is light cover (1) +1 for infantry = 2: two saved
  ...[5, 6, 4], // armor saves: Armor 2 − Strength 0 = 2: none saved
  ...[3, 2], // suppression test
];
let state: GameState<XenocideState> = gameFromState(xenocide, position, { seed: 7, dice: scripted(dice) });

const tell = (events: readonly GameEvent<XenocideEvent>[]) => {
  for (const e of events) {
    if (e.type === 'dice-rolled') console.log(`    🎲 ${e.purpose}: ${e.dice.join(' ')}`);
    else if (e.type !== 'dice-requested' && e.type !== 'game-ended')
      console.log(narrateXenocide(e as XenocideEvent));
  }
};
const send = (command: XenocideCommand) => {
  const result = applyCommand(state, command);
  if (!result.ok) throw new Error(`${command.type}: ${result.error.message}`);
  state = result.state as GameState<XenocideState>;
  tell(result.events as GameEvent<XenocideEvent>[]);
};

console.log('Red fires its rifles at the brood in the wood:');
send({ type: 'shoot', player: 'red', unit: platoon, target: brood, weapons: [{ weapon: 'Rifles' }] });

// The defender chooses which warriors fall (XEN-SAVE-15): the engine stopped with a prompt.
const [prompt] = pending(state);
console.log(`\nThe engine waits for ${prompt?.player}: ${prompt?.message}`);
const pool =
  (prompt?.constraints as { pool?: string } | undefined)?.pool ?? `${brood}:kethri/warrior-brood:cover2`;
const rear =
  state.game.units
    .find((u) => u.id === brood)
    ?.models.filter((m) => !m.removed)
    .slice(-3) ?? [];
send({ type: 'assign-casualties', player: 'blue', pool, models: rear.map((m) => m.id) });

console.log('\nRed ends its Shooting phase; units shot at test for suppression:');
send({ type: 'end-phase', player: 'red' });
const next = pending(state)[0];
if (next?.kind === 'buy-suppression-die') {
  console.log(`The engine asks ${next.player}: ${next.message}`);
  send({ type: 'buy-suppression-die', player: 'blue', unit: brood, buy: false });
}
const suppression = state.game.units.find((u) => u.id === brood)?.suppression ?? 0;
console.log(
  `\nThe brood has ${suppression} suppression marker(s); next: ${pending(state)
    .map((p) => `${p.player} ${p.kind}`)
    .join(', ')}.`,
);
