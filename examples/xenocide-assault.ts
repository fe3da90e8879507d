/**
 * Xenocide close assault: a Terran platoon charges a Kethri brood. Every decision of the ten-step
 * procedure (maneuvers, dice splits, casualties, suppression dice, flee, follow-up) is a prompt; here each
 * side answers with the first legal choice, as a simple bot would.
 * Run: npx tsx examples/xenocide-assault.ts
 */
import {
  applyCommand,
  createGame,
  type GameEvent,
  type GameState,
  gameFromState,
  legalCommands,
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
  },
  { seed: 11 },
).game;

// Red's 1st Platoon (its six infantry; its APCs play no part) on Assault orders, 10" from the First Brood.
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
    const infantry = unit.models.filter((m) => start.profiles[m.profile]?.types.includes('Infantry'));
    return {
      ...unit,
      status: 'on-table' as const,
      ...(unit.id === platoon ? { order: 'assault' as const } : {}),
      models: unit.models.map((m) => {
        const i = infantry.indexOf(m);
        if (i < 0) return { ...m, removed: true }; // the platoon's APCs are elsewhere: out of this example
        return { ...m, x: 30 + i * 1.5, y: unit.id === platoon ? 14 : 24 };
      }),
    };
  }),
  stage: { kind: 'activation', player: 'red', company: 'red.c1', phase: 'second-movement', units: [platoon] },
};

let state: GameState<XenocideState> = gameFromState(xenocide, position, { seed: 11 });
const send = (command: XenocideCommand) => {
  const result = applyCommand(state, command);
  if (!result.ok) throw new Error(`${command.type}: ${result.error.message}`);
  state = result.state as GameState<XenocideState>;
  for (const e of result.events as GameEvent<XenocideEvent>[]) {
    if (e.type === 'dice-rolled') console.log(`    🎲 ${e.purpose}: ${e.dice.join(' ')}`);
    else if (e.type !== 'dice-requested' && e.type !== 'game-ended')
      console.log(narrateXenocide(e as XenocideEvent));
  }
};

// The charge: an Assault-orders move that ends within 4" of the enemy (XEN-MOVE-09), up to 8" (XEN-MOVE-03).
const chargers =
  state.game.units
    .find((u) => u.id === platoon)
    ?.models.filter((m) => state.game.profiles[m.profile]?.types.includes('Infantry')) ?? [];
send({
  type: 'move-unit',
  player: 'red',
  unit: platoon,
  mode: 'normal',
  models: chargers.map((m) => ({ model: m.id, path: [{ x: m.x, y: 20 }] })),
});
send({ type: 'end-phase', player: 'red' });

// Every decision is a prompt; answer each with the first legal command until the phase is back with red.
for (let step = 0; step < 60; step++) {
  const prompt = state.pending[0];
  if (!prompt || prompt.kind === 'close-assault') break;
  console.log(`  [${prompt.player} decides: ${prompt.kind}]`);
  const command = legalCommands(state, prompt.player)[0] as XenocideCommand | undefined;
  if (!command) throw new Error(`no legal command for ${prompt.kind}`);
  send(command);
}
const left = (id: string) =>
  state.game.units.find((u) => u.id === id)?.models.filter((m) => !m.removed).length;
console.log(`\nAfter the assault: platoon ${left(platoon)} models, brood ${left(brood)} models.`);
