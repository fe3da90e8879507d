import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMON_REJECTION_CODES, CORE_REJECTION_CODES } from '../src/index.js';

const guide = readFileSync(new URL('../docs/core.md', import.meta.url), 'utf8');
const thrown = [
  'invalid-setup',
  'invalid-record',
  'invalid-save',
  'ruleset-mismatch',
  'unknown-ruleset',
  'dice-exhausted',
  'invalid-scripted-die',
  'invalid-ruleset',
  'not-a-game-state',
  'engine-bug',
] as const satisfies readonly import('../src/index.js').SandtableErrorCode[];

describe('the stable error codes are documented in docs/core.md', () => {
  it.each(Object.keys({ ...CORE_REJECTION_CODES, ...COMMON_REJECTION_CODES }))(
    'rejection code %s',
    (code) => {
      expect(guide).toContain(`\`${code}\``);
    },
  );

  it.each(thrown)('SandtableError code %s', (code) => {
    expect(guide).toContain(`\`${code}\``);
  });
});
