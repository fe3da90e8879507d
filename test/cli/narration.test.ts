import { stripVTControlCharacters } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { colorEnabled } from '../../src/cli/style.js';
import { type CliRun, runCli } from './memory-io.js';

/** Which event line reports a roll: a dice line must come (after other dice lines) right under it. */
const REPORTED_BY: [RegExp, RegExp][] = [
  [/^ {4}roll (to-hit|to-hit-reroll|aoe-hits) /, /^ {2}.+ (shoots at|fires on overwatch at|drops bombs on) /],
  [/^ {4}roll (armor|cover|deflector)-save /, /^ {2}.+ \(.+\): \d+ hits? → /],
  [/^ {4}roll suppression-test /, /^ {2}.+ suppression test \d+\+, rolled/],
  [/^ {4}roll suppression-extra-die /, /^ {2}.+ adds a die/],
  [/^ {4}roll roll-off: /, /wins the roll-off for/],
  [/^ {4}roll rally /, / tries to rally| will roll \(rally\)/],
  [/^ {4}roll close-assault-(attack|defence) /, / strikes: /],
  [/^ {4}roll initiative/, /^Initiative/],
  [/^ {4}roll shoot /, /^ {2}.+ fires .+ at /],
  [/^ {4}roll life roll /, / life roll \(/],
  [/^ {4}roll (command|push forward|strike harder) /, /^ {2}.+ commands /],
  // Xenos & Zealots: hit dice, saves, re-rolls, support, odds or evens.
  [/^ {4}roll [^:]+: .+ (at .+|template) \d+d6/, /^ {2}(\d+ hits? on |.+ catches no model)/],
  [/^ {4}roll save: /, / (saves|fails its save) \(/],
  [/^ {4}roll re-roll: /, /^ {2}\d+ hits? on | (saves|fails its save) \(| tries to rally/],
  [/^ {4}roll request /, / calls for /],
  [/^ {4}roll arrival of /, / (arrives at|is delayed)/],
  [/^ {4}roll odds or evens/, /^Odds or evens: /],
];

const DICE = /^ {4}roll /;
const PLURAL_NOUNS = 'hits|shots|models|markers|rounds|points|attacks|layers|wounds|tests|successes|splashes';

/** The narrated story of a demo: the lines between the header and the result. */
function story(run: CliRun): string[] {
  const text = run.stdout;
  return text.slice(text.indexOf('\n\n') + 2, text.search(/\n\n(Winner: |Draw — |No result: )/)).split('\n');
}

describe('the narration of whole demo games', () => {
  const runs: Record<string, CliRun> = {};
  beforeAll(async () => {
    const demos: Record<string, string[]> = {
      'xenocide, heuristic bots': ['--seed', '1', '--turns', '4'],
      'xenocide, random bots': ['--seed', '2', '--bots', 'random', '--scenario', 'attrition'],
      'wasteland-tactics': ['--ruleset', 'wasteland-tactics', '--seed', '1'],
      'xenos-zealots': ['--ruleset', 'xenos-zealots', '--seed', '3'],
    };
    for (const [name, args] of Object.entries(demos)) runs[name] = await runCli(['demo', ...args]);
  }, 300_000);

  it('prints each dice line after the event it belongs to, never before', () => {
    let checked = 0;
    for (const [name, run] of Object.entries(runs)) {
      expect(run.code, name).toBe(0);
      const lines = story(run);
      expect(lines[0], name).not.toMatch(DICE);
      lines.forEach((line, i) => {
        const rule = REPORTED_BY.find(([dice]) => dice.test(line));
        if (!rule) return;
        let owner = i - 1;
        while (owner >= 0 && DICE.test(lines[owner] as string)) owner--;
        expect(lines[owner], `${name}: '${line}' at line ${i}`).toMatch(rule[1]);
        checked++;
      });
    }
    // Every game rolls for initiative, to hit and to save; the check above must have seen those.
    expect(checked).toBeGreaterThan(100);
    const xenocide = story(runs['xenocide, heuristic bots'] as CliRun).join('\n');
    for (const purpose of ['initiative', 'to-hit', 'armor-save', 'suppression-test'])
      expect(xenocide).toMatch(new RegExp(`\\n {4}roll ${purpose} `));
  });

  it('never writes "(s)", "1 hits" or a sentence that names the same side twice ("blue lets blue")', () => {
    for (const [name, run] of Object.entries(runs)) {
      const text = run.stdout;
      expect(text, name).not.toMatch(/\((s|es)\)/);
      expect(text, name).not.toMatch(new RegExp(`(^|[^\\d.])1 ([A-Z][\\w-]* )*(${PLURAL_NOUNS})\\b`, 'm'));
      expect(text, name).not.toMatch(/(^|\s)(\S+) (lets|commands) \2\b/m);
      expect(text, name).not.toMatch(/\.\.\n/);
    }
    expect(runs['xenocide, heuristic bots']?.stdout).toMatch(
      /\n(red|blue) (chooses to activate first|lets (red|blue) activate first)\.\n/,
    );
  });

  it('has no colour when stdout is not a terminal', () => {
    for (const run of Object.values(runs)) expect(run.stdout).not.toContain('\u001b[');
  });
});

describe('colour', () => {
  it('follows --no-color, then FORCE_COLOR, then NO_COLOR, then the terminal', () => {
    const cases: [boolean, Record<string, string>, boolean, boolean][] = [
      [false, {}, true, true],
      [false, {}, false, false],
      [true, {}, true, false],
      [true, { FORCE_COLOR: '1' }, true, false],
      [false, { NO_COLOR: '1' }, true, false],
      [false, { NO_COLOR: '' }, true, true],
      [false, { FORCE_COLOR: '1' }, false, true],
      [false, { FORCE_COLOR: '' }, false, true],
      [false, { FORCE_COLOR: '0' }, true, false],
      [false, { FORCE_COLOR: 'false' }, true, false],
      [false, { FORCE_COLOR: '1', NO_COLOR: '1' }, false, true],
    ];
    for (const [noColorFlag, env, stdoutHasColors, expected] of cases)
      expect(
        colorEnabled({ noColorFlag, env, stdoutHasColors }),
        JSON.stringify({ noColorFlag, env, stdoutHasColors }),
      ).toBe(expected);
  });

  it('colours a demo on a colour terminal, and only adds escape codes to the same text', async () => {
    const argv = ['demo', '--ruleset', 'wasteland-tactics', '--seed', '3'];
    const plain = await runCli(argv);
    const tty = await runCli(argv, {}, { stdoutHasColors: true });
    expect(tty.stdout.startsWith('\u001b[1mWasteland Tactics (ruleset ')).toBe(true);
    expect(tty.stdout).toContain('\n\u001b[1m=== Round 1 ===\u001b[22m\n');
    expect(tty.stdout).toContain('\n\u001b[2m    roll initiative');
    expect(stripVTControlCharacters(tty.stdout)).toBe(plain.stdout);
    const forced = await runCli(argv, {}, { env: { FORCE_COLOR: '1' } });
    expect(forced.stdout).toBe(tty.stdout);
    // The flag's every position and NO_COLOR are in colorEnabled's table above; one run shows the wiring.
    const off = await runCli([...argv, '--no-color'], {}, { stdoutHasColors: true });
    expect(off.stdout).toBe(plain.stdout);
  }, 120_000);
});
