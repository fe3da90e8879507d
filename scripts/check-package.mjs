// Loads the built package by its own name, as ESM (import) and CJS (require), and plays a few commands.
// The types of both entry points are checked by attw (npm run check:package runs both).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const esm = await import('sandtable');
const esmTesting = await import('sandtable/testing');
const cjs = require('sandtable');
const cjsTesting = require('sandtable/testing');

const expected = [
  'createGame',
  'applyCommand',
  'replay',
  'serialize',
  'deserialize',
  'stateHash',
  'seeded',
  'defineRuleset',
];
for (const [name, mod] of [
  ['ESM', esm],
  ['CJS', cjs],
]) {
  const missing = expected.filter((key) => typeof mod[key] !== 'function');
  if (missing.length > 0) throw new Error(`${name} build lacks ${missing.join(', ')}`);
}
for (const [name, mod] of [
  ['ESM', esmTesting],
  ['CJS', cjsTesting],
]) {
  if (typeof mod.rulesetLaws !== 'function') throw new Error(`${name} sandtable/testing lacks rulesetLaws`);
}
if (esm.stateHash({ a: 1 }) !== cjs.stateHash({ a: 1 })) throw new Error('ESM and CJS builds disagree');
for (const [name, sub] of [
  ['bots', 'randomBot'],
  ['sim', 'simulate'],
  ['xenocide', 'xenocide'],
  ['wasteland-tactics', 'wastelandTactics'],
  ['xenos-zealots', 'xenosZealots'],
  ['squad-pinning', 'squadPinning'],
  ['rampant', 'rampant'],
]) {
  const fromEsm = await import(`sandtable/${name}`);
  const fromCjs = require(`sandtable/${name}`);
  if (!fromEsm[sub] || !fromCjs[sub]) throw new Error(`sandtable/${name} lacks ${sub} in ESM or CJS`);
}
{
  const { simulate } = await import('sandtable/sim');
  const { randomBot } = await import('sandtable/bots');
  const { terranGuardArmy, kethriSwarmArmy, xenocide } = await import('sandtable/xenocide');
  const setup = {
    players: [
      { id: 'red', army: terranGuardArmy },
      { id: 'blue', army: kethriSwarmArmy },
    ],
    scenario: 'attrition',
    maxTurns: 1,
  };
  const report = await simulate({
    ruleset: xenocide,
    setup,
    bots: { red: randomBot(), blue: randomBot() },
    games: 2,
    seed: 1,
    workers: 2,
  });
  console.log(
    `simulate with 2 workers from the built package: ${JSON.stringify(report).length} bytes of report`,
  );
}
console.log(
  `package loads as ESM and CJS: ${Object.keys(esm).length} exports, stateHash ${esm.stateHash({ a: 1 })}`,
);

const help = execFileSync(process.execPath, [new URL('../dist/cli.js', import.meta.url).pathname, '--help'], {
  encoding: 'utf8',
});
if (!help.includes('Usage: sandtable')) throw new Error('the sandtable binary does not print its help');
console.log('the sandtable binary runs');
