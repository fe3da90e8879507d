import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Options } from 'tsup';
import { describe, expect, it } from 'vitest';
import tsupConfig from '../../tsup.config.js';

const root = join(import.meta.dirname, '..', '..');
const cli = join(root, 'src', 'cli');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

if (typeof tsupConfig === 'function') throw new Error('tsup.config.ts is expected to export plain options');
const configs: readonly Options[] = Array.isArray(tsupConfig) ? tsupConfig : [tsupConfig];
const cliConfig = configs.find((config) => typeof config.entry === 'object' && 'cli' in config.entry);

/** Whether the build config `config` leaves `specifier` as an import (tsup's `external`: strings or patterns). */
function isExternal(config: Options | undefined, specifier: string): boolean {
  return (config?.external ?? []).some((pattern) =>
    typeof pattern === 'string'
      ? specifier === pattern || specifier.startsWith(`${pattern}/`)
      : pattern.test(specifier),
  );
}

describe('the CLI is a thin layer over the package (one copy of the engine in dist)', () => {
  it('src/cli imports the rest of the package only by its public names (sandtable, sandtable/<entry>)', () => {
    const bad: string[] = [];
    for (const file of sources(cli)) {
      const text = readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/^\s*(?:import|export)[^'"]*?from\s+'([^']+)'/gm)) {
        if (!spec?.startsWith('.')) continue;
        const target = relative(cli, join(file, '..', spec));
        const insideCli = !target.startsWith('..');
        if (!insideCli && spec !== '../../package.json') bad.push(`${relative(root, file)} → ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('the CLI build leaves every sandtable entry point external, so cli.js bundles none of them again', () => {
    expect(cliConfig).toBeDefined();
    for (const entry of [
      'sandtable',
      'sandtable/xenocide',
      'sandtable/wasteland-tactics',
      'sandtable/xenos-zealots',
      'sandtable/bots',
      'sandtable/sim',
    ]) {
      expect(isExternal(cliConfig, entry), entry).toBe(true);
    }
    expect(isExternal(cliConfig, 'sandtable-other')).toBe(false);
  });

  it('no build writes source maps into the published dist', () => {
    expect(configs.map((config) => config.sourcemap ?? false)).toEqual(configs.map(() => false));
  });
});
