import {
  type CommandBase,
  type CommandTemplate,
  type GameState,
  type Json,
  validateCommand,
} from 'sandtable';
import type { BotRandom } from './bot-random.js';

/** Proposes concrete commands for a template; the bot keeps those `validateCommand` accepts. */
export type TemplateSampler = (
  template: CommandTemplate,
  state: GameState,
  random: BotRandom,
) => readonly CommandBase[];

/** Template params that describe limits rather than fields of the command. */
const LIMIT_PARAMS = new Set(['from', 'maxDistance', 'minDistance', 'allowance', 'minimum']);

/** The fields a point answer may go in, tried in order. */
const POINT_FIELDS = ['to', 'at'] as const;

interface Point {
  readonly x: number;
  readonly y: number;
}

const isPoint = (value: unknown): value is Point =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { x?: unknown }).x === 'number' &&
  typeof (value as { y?: unknown }).y === 'number';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The default sampler, for templates that follow the core's convention: `params.from` (a point) and
 * `params.maxDistance` (or `allowance`) ask for a point within that distance, sent as `to` or `at`;
 * every other scalar param is a fixed field of the command. Proposes `count` random points.
 */
export function samplePointTemplate(count = 8): TemplateSampler {
  return (template, _state, random) => {
    const fixed: Record<string, Json> = {};
    for (const [key, value] of Object.entries(template.params)) {
      if (!LIMIT_PARAMS.has(key) && (typeof value === 'string' || typeof value === 'number'))
        fixed[key] = value;
    }
    const base = { ...fixed, type: template.type, player: template.player };
    const from = template.params.from;
    const reach = template.params.maxDistance ?? template.params.allowance;
    if (!isPoint(from) || typeof reach !== 'number') return [base];
    const out: CommandBase[] = [];
    for (let i = 0; i < count; i++) {
      const angle = random.float() * 2 * Math.PI;
      const distance = reach * Math.sqrt(random.float());
      const point = {
        x: round2(from.x + distance * Math.cos(angle)),
        y: round2(from.y + distance * Math.sin(angle)),
      };
      for (const field of POINT_FIELDS) out.push({ ...base, [field]: point });
    }
    return out;
  };
}

/**
 * Concrete commands for `templates`, each checked with `validateCommand`: at most `keep` per template, from
 * the template's own sampler (by command type) or the default one.
 */
export function sampleTemplates(
  state: GameState,
  templates: readonly CommandTemplate[],
  random: BotRandom,
  samplers: Readonly<Record<string, TemplateSampler>> = {},
  keep = 4,
): CommandBase[] {
  const fallback = samplePointTemplate();
  const out: CommandBase[] = [];
  for (const template of templates) {
    const sampler = samplers[template.type] ?? fallback;
    let kept = 0;
    for (const candidate of sampler(template, state, random)) {
      if (kept >= keep) break;
      if (validateCommand(state, candidate).ok) {
        out.push(candidate);
        kept++;
      }
    }
  }
  return out;
}
