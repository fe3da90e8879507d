import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The `src/` folder each import of a file resolves to: 'core', 'rulesets/<id>', 'bots', 'sim', 'cli', … */
function importedLayers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const layers: string[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)[^'"]*?from\s+'([^']+)'/gm)) {
    const spec = match[1] as string;
    if (spec === 'sandtable') layers.push('core');
    else if (spec.startsWith('sandtable/')) layers.push(spec.slice('sandtable/'.length));
    else if (spec.startsWith('.')) {
      const target = relative(SRC, join(file, '..', spec)).split('/');
      layers.push(target[0] === 'rulesets' ? `rulesets/${target[1]}` : (target[0] as string));
    }
  }
  return layers;
}

describe('layers (DESIGN.md: arrows point down only)', () => {
  it('the core imports no ruleset, bot, simulator or CLI code', () => {
    const bad = sources(join(SRC, 'core')).flatMap((file) =>
      importedLayers(file)
        .filter((layer) => layer !== 'core')
        .map((layer) => `${relative(SRC, file)} → ${layer}`),
    );
    expect(bad).toEqual([]);
  });

  it('the kit imports only the core', () => {
    const bad = sources(join(SRC, 'kit')).flatMap((file) =>
      importedLayers(file)
        .filter((layer) => layer !== 'core' && layer !== 'kit')
        .map((layer) => `${relative(SRC, file)} → ${layer}`),
    );
    expect(bad).toEqual([]);
  });

  it('a ruleset imports only the core, the kit and itself', () => {
    const bad = sources(join(SRC, 'rulesets')).flatMap((file) => {
      const own = relative(SRC, file).split('/').slice(0, 2).join('/');
      return importedLayers(file)
        .filter((layer) => layer !== 'core' && layer !== 'kit' && layer !== own)
        .map((layer) => `${relative(SRC, file)} → ${layer}`);
    });
    expect(bad).toEqual([]);
  });

  it('the registry (src/registry.ts) imports only the core and rulesets, by their public names', () => {
    const rulesets = readdirSync(join(SRC, 'rulesets'));
    const bad = importedLayers(join(SRC, 'registry.ts')).filter(
      (layer) => layer !== 'core' && !rulesets.includes(layer),
    );
    expect(bad).toEqual([]);
  });

  it('nothing below the registry (core, rulesets, bots) imports it', () => {
    const bad = ['core', 'rulesets', 'bots'].flatMap((dir) =>
      sources(join(SRC, dir)).flatMap((file) =>
        importedLayers(file)
          .filter((layer) => layer === 'registry.ts' || layer === 'sim' || layer === 'cli')
          .map((layer) => `${relative(SRC, file)} → ${layer}`),
      ),
    );
    expect(bad).toEqual([]);
  });
});
