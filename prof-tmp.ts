import { playRandomGame } from './src/testing/index';
import { rampant } from './src/rulesets/rampant/ruleset';
const armies = ['expedition','hive','armoured','swarm'] as const;
let t0 = performance.now(); const c0 = process.cpuUsage(); let cmds = 0;
for (let i = 0; i < 6; i++) {
  const m = playRandomGame(rampant, { players: [{ id: 'red', army: armies[i%4] }, { id: 'blue', army: armies[(i+1)%4] }], scenario: i%2 ? 'broken-ground':'colony-outskirts', params: { maxTurns: [3,6,12][i%3] } }, { seed: i+1 });
  cmds += (m as any).commands?.length ?? 0;
}
console.log(((performance.now()-t0)/6).toFixed(0), "ms/game wall", (process.cpuUsage(c0).user/1000/6).toFixed(0), "ms cpu");
