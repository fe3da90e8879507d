/**
 * Wasteland Tactics with three players: three Battle Groups fight a Salvage mission (five objective markers,
 * eight rounds) on a ruined town, with battlefield conditions and advantages rolled, every decision taken by
 * the heuristic bot, narrated event by event.
 * Run: npx tsx examples/wasteland-tactics-three-players.ts [--seed 7] [--verbose]
 */
import { type GameEvent, pending } from '../src/index.js';
import {
  narrateWasteland,
  SAMPLE_FORCES,
  type WastelandEvent,
  type WastelandSetup,
  wastelandHeuristicPolicy,
  wastelandTactics,
} from '../src/rulesets/wasteland-tactics/index.js';
import { playRandomGame } from '../src/testing/index.js';

const args = process.argv.slice(2);
const seed = Number(args[args.indexOf('--seed') + 1] ?? 7) || 7;
const verbose = args.includes('--verbose');

const box = (x0: number, y0: number, x1: number, y1: number) => ({
  points: [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ],
});

// 1. The setup is data: players and their Battle Groups (bundled small forces), mission, terrain, options.
const setup: WastelandSetup = {
  players: [
    { id: 'raiders', battleGroups: [...SAMPLE_FORCES['scrap-raiders'].small] },
    { id: 'covenant', battleGroups: [...SAMPLE_FORCES['iron-covenant'].small] },
    { id: 'brood', battleGroups: [...SAMPLE_FORCES['mutant-brood'].small] },
  ],
  gameSize: 'small',
  mission: 5, // Salvage: hold the most of five markers after 8 rounds (WT-MIS-12 … WT-MIS-14).
  terrain: [
    { id: 'chapel', name: 'Chapel', polygon: box(14, 20, 20, 28), height: 5, building: 'intact' },
    { id: 'depot', name: 'Depot', polygon: box(52, 20, 58, 28), height: 4, building: 'intact' },
    {
      id: 'ruins',
      name: 'Ruined block',
      polygon: box(30, 16, 42, 22),
      height: 4,
      building: 'heavy-ruins',
      levels: [3],
    },
    {
      id: 'scrub',
      name: 'Scrub',
      polygon: box(28, 28, 44, 34),
      height: 2,
      difficult: true,
      concealment: true,
    },
    { id: 'slag', name: 'Slag pit', polygon: box(62, 30, 68, 36), height: 0, dangerous: 8 },
  ],
  advanced: { advantages: true, battlefieldConditions: 'random', occupyBuildings: true },
};

// 2. Every prompt is answered by the heuristic bot; playRandomGame records the match.
const lines: string[] = [];
const match = playRandomGame(wastelandTactics, setup, {
  seed,
  policy: ({ state, player, legal }) => wastelandHeuristicPolicy(state, player, legal),
  onCommand(_state, events: readonly GameEvent<WastelandEvent>[]) {
    for (const event of events) {
      if (event.type === 'dice-rolled' || event.type === 'dice-requested') continue;
      if (event.type === 'game-ended') continue;
      const ruleEvent = event as WastelandEvent;
      if (!verbose && (ruleEvent.type === 'test-rolled' || ruleEvent.type === 'action-started')) continue;
      lines.push(narrateWasteland(ruleEvent));
    }
  },
});

// 3. The story, then the result.
console.log(`Wasteland Tactics, seed ${seed}: ${setup.players.map((p) => p.id).join(' vs ')}\n`);
for (const line of lines) console.log(line);
const outcome = match.state.outcome;
console.log('');
console.log(`${match.record().commands.length} commands over ${match.state.game.round} round(s).`);
if (outcome?.kind === 'win') console.log(`Winner: ${outcome.winners.join(', ')} (${outcome.reason})`);
else if (outcome) console.log(`Draw (${outcome.reason})`);
else
  console.log(
    `Unfinished; waiting for ${pending(match.state)
      .map((p) => p.player)
      .join(', ')}`,
  );
console.log(
  `Scores: ${Object.entries(outcome?.scores ?? {})
    .map(([player, score]) => `${player} ${score}`)
    .join(', ')}`,
);
