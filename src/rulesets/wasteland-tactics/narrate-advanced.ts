import type { WastelandEvent } from './events';

/** The events of the advanced rules, transports and standing commands. */
type AdvancedEvent = Extract<
  WastelandEvent,
  {
    type:
      | 'battlefield-condition'
      | 'advantages-rolled'
      | 'leadership-lost'
      | 'unit-defected'
      | 'unit-held-for-scouting'
      | 'low-ammunition'
      | 'air-support-called'
      | 'terrain-turned-dangerous'
      | 'shots-went-astray'
      | 'unit-embarked'
      | 'unit-disembarked'
      | 'building-destroyed'
      | 'wreck-left'
      | 'model-recovered';
  }
>;

/** A count with its noun in the right number: `1 wound`, `2 wounds`. */
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One English line for an event of the advanced rules, transports and standing commands. */
export function narrateAdvanced(event: AdvancedEvent): string {
  switch (event.type) {
    case 'battlefield-condition':
      return `Battlefield condition: ${event.condition}${event.die === undefined ? '' : ` (rolled ${event.die})`}.`;
    case 'advantages-rolled':
      return `${event.player}: advantage ${event.advantage}${event.disadvantages.length > 0 ? `, disadvantages ${event.disadvantages.join(', ')}` : ''}.`;
    case 'leadership-lost':
      return `${event.unit} is a terrible commander: its Leadership counts as 0.`;
    case 'unit-defected':
      return `${event.unit} defects from ${event.from} to ${event.to}!`;
    case 'unit-held-for-scouting':
      return `${event.player} holds ${event.unit} back to scout.`;
    case 'low-ammunition':
      return `  ${event.unit} runs low on ammunition (−${event.penalty} Shoot).`;
    case 'air-support-called':
      return `${event.player} calls in air support on ${event.target}: ${count(event.count, 'failed Life roll')}.`;
    case 'terrain-turned-dangerous':
      return `  The ground at ${event.terrain} turns out to be Dangerous Terrain ${event.dangerous} (rolled ${event.die}).`;
    case 'shots-went-astray':
      return `  ${count(event.count, 'failed shot')} of ${event.unit} ${event.count === 1 ? 'hits' : 'hit'} friends fighting ${event.target}.`;
    case 'unit-embarked':
      return `  ${event.unit} embarks in ${event.carrier}.`;
    case 'unit-disembarked':
      return `  ${event.unit} disembarks from ${event.carrier}.`;
    case 'building-destroyed':
      return `${event.building} collapses into ruins (${event.ruins}).`;
    case 'wreck-left':
      return `  ${event.model} stays on the table as a wreck (Difficult Terrain that blocks sight).`;
    case 'model-recovered':
      return `  ${event.model} ${event.kind === 'return' ? 'is back in the fight' : 'is patched up'} (${count(event.wounds, 'wound')}).`;
  }
}
