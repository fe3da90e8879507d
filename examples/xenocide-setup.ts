/**
 * Xenocide from army lists to the first moves: build the sample armies, set up a Seize Ground battle,
 * deploy, plan the turn in secret and move the first company.
 * Run: npx tsx examples/xenocide-setup.ts
 */
import { createMatch, type GameEvent, pending, viewFor } from '../src/index.js';
import {
  autoDeploy,
  BUNDLED_UNIT_LISTS,
  kethriSwarmArmy,
  narrateXenocide,
  terranGuardArmy,
  validateArmy,
  type XenocideCommand,
  type XenocideEvent,
  xenocide,
} from '../src/rulesets/xenocide/index.js';

// 1. Army lists are data; validate them as a list-building app would (XEN-ARMY).
for (const army of [terranGuardArmy, kethriSwarmArmy]) {
  const result = validateArmy(army, BUNDLED_UNIT_LISTS);
  console.log(
    `${army.name}: ${result.ok ? `valid, ${result.army.value} of ${army.points} points` : 'invalid'}`,
  );
}

// 2. A game: two armies, a scenario, the table and a forest.
const match = createMatch(
  xenocide,
  {
    players: [
      { id: 'red', army: terranGuardArmy },
      { id: 'blue', army: kethriSwarmArmy },
    ],
    scenario: 'seize-ground',
    terrain: [
      {
        kind: 'forest',
        polygon: {
          points: [
            { x: 30, y: 20 },
            { x: 42, y: 20 },
            { x: 42, y: 28 },
            { x: 30, y: 28 },
          ],
        },
      },
    ],
  },
  { seed: 2026 },
);

const narrate = (events: readonly GameEvent<XenocideEvent>[]) => {
  for (const e of events) {
    if (e.type === 'dice-rolled') console.log(`    🎲 ${e.purpose}: ${e.dice.join(' ')}`);
    else if (e.type !== 'dice-requested' && e.type !== 'game-ended')
      console.log(narrateXenocide(e as XenocideEvent));
  }
};
const send = (command: XenocideCommand) => {
  const result = match.apply(command);
  if (!result.ok) throw new Error(`${command.type} was rejected: ${result.error.message}`);
  narrate(result.events);
};

// 3. Pre-game: roll off for objective placement, place four objectives, roll off for sides, deploy.
send({ type: 'roll-off', player: 'red' });
const spots = [
  { x: 18, y: 18 },
  { x: 54, y: 18 },
  { x: 18, y: 30 },
  { x: 54, y: 30 },
];
for (const at of spots) {
  const [prompt] = pending(match.state);
  send({ type: 'place-objective', player: prompt?.player ?? 'red', at });
}
send({ type: 'roll-off', player: 'red' });
const chooser = pending(match.state)[0]?.player ?? 'red';
send({ type: 'choose-edge', player: chooser, edge: 'south' });
while (match.state.game.stage.kind === 'deploy') {
  const { player } = match.state.game.stage;
  const company = match.state.game.companies.find(
    (c) =>
      c.player === player &&
      c.units.some((u) => match.state.game.units.find((x) => x.id === u)?.status === 'undeployed'),
  );
  const command = company && autoDeploy(match.state.game, company.id);
  if (!command) throw new Error(`no room to deploy ${company?.id}`);
  send(command);
}

// 4. Turn 1: both players order their companies in secret; neither sees the other's order.
const orderOf = (player: string) =>
  match.state.game.companies.filter((c) => c.player === player).map((c) => c.id);
send({ type: 'plan-turn', player: 'red', order: orderOf('red'), initiativeCp: 1 });
console.log(
  `blue sees red's order as: [${viewFor(match.state, 'blue').game.sides[0].activationOrder.join(', ')}]`,
);
send({ type: 'plan-turn', player: 'blue', order: orderOf('blue').reverse(), initiativeCp: 0 });
const winner = match.state.game.stage.kind === 'choose-initiative' ? match.state.game.stage.player : 'red';
send({ type: 'choose-initiative', player: winner, first: true });

// 5. The first company activates: every unit gets Move & Fire, then the first unit advances 4".
const stage = match.state.game.stage;
if (stage.kind !== 'activate') throw new Error(`expected an activation, got ${stage.kind}`);
const company = match.state.game.sides.find((s) => s.player === stage.player)?.activationOrder[0] as string;
const units = match.state.game.units.filter((u) => u.company === company);
send({
  type: 'activate-company',
  player: stage.player,
  company,
  orders: units.map((u) => ({ unit: u.id, order: 'move-and-fire' as const })),
});
const mover = units[0];
if (!mover) throw new Error('no unit to move');
const forward = match.state.game.sides.find((s) => s.player === stage.player)?.edge === 'south' ? 4 : -4;
send({
  type: 'move-unit',
  player: stage.player,
  unit: mover.id,
  mode: 'normal',
  models: mover.models
    .filter((m) => !m.removed && m.embarkedIn === undefined)
    .map((m) => ({ model: m.id, path: [{ x: m.x, y: m.y + forward }] })),
});
console.log(
  `\nNext: ${pending(match.state)
    .map((p) => `${p.player} — ${p.message}`)
    .join('; ')}`,
);
console.log(`${match.record().commands.length} commands so far; the record replays them exactly.`);
