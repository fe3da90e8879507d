import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.js';

describe('sandtable CLI (stub)', () => {
  it('prints help and exits 0', () => {
    let out = '';
    expect(main(['--help'], (t) => (out += t))).toBe(0);
    expect(out).toMatch(/Usage: sandtable <command>/);
  });

  it('rejects an unknown command with one clear line and exit 1', () => {
    let out = '';
    expect(main(['fly'], (t) => (out += t))).toBe(1);
    expect(out).toBe("sandtable: unknown command 'fly'. Run 'sandtable --help' for the list.\n");
  });
});
