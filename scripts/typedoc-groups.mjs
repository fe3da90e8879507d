// A typedoc plugin that orders each module page for a UI author: the dozen entry points a UI needs come
// first ("Start here"), the rest by kind, and the internal zod schemas and rule constants last. Grouping is
// by name here, in one table, rather than by `@group` tags spread over hundreds of schema files.
import { Comment, CommentTag, Converter, ReflectionKind } from 'typedoc';

/** Per module (named by its import path, `@module` in each entry point): what a UI reaches for first. */
const START_HERE = {
  sandtable: [
    'createGame',
    'applyCommand',
    'validateCommand',
    'viewFor',
    'legalCommands',
    'commandTemplates',
    'pending',
    'outcome',
    'eventsFor',
    'createMatch',
    'Match',
    'replay',
    'serialize',
    'deserialize',
    'seeded',
    'GameState',
    'GameView',
    'Prompt',
    'RollPrompt',
    'CommandResult',
    'Rejection',
    'GameEvent',
    'GameStateOf',
    'CommandInputOf',
    'SetupInputOf',
  ],
  'sandtable/xenocide': [
    'xenocide',
    'XenocideSetup',
    'XenocideCommandInput',
    'XenocideCommand',
    'XenocideEvent',
    'XenocidePrompt',
    'XenocideState',
    'narrateXenocide',
    'xenocideHeuristicBot',
    'terranGuardArmy',
    'kethriSwarmArmy',
    'validateArmy',
    'autoDeploy',
    'SCENARIOS',
  ],
  'sandtable/wasteland-tactics': [
    'wastelandTactics',
    'WastelandSetup',
    'WastelandCommandInput',
    'WastelandCommand',
    'WastelandEvent',
    'WastelandTacticsPrompt',
    'WastelandState',
    'narrateWasteland',
    'wastelandHeuristicPolicy',
    'SAMPLE_FORCES',
    'validateForce',
    'MISSIONS',
    'missionById',
  ],
  'sandtable/xenos-zealots': [
    'xenosZealots',
    'XzSetup',
    'XzCommandInput',
    'XzCommand',
    'XzEvent',
    'XzPrompt',
    'XzView',
    'XzState',
    'narrateXenosZealots',
    'xzHeuristicBot',
    'BUNDLED_FORCES',
    'BUNDLED_SCENARIOS',
    'validateXzForce',
    'validateXzScenario',
    'xzJsonSchemas',
  ],
  'sandtable/squad-pinning': [
    'squadPinning',
    'SqSetup',
    'SqCommandInput',
    'SqCommand',
    'SqEvent',
    'SqPrompt',
    'SqView',
    'SqState',
    'narrateSquadPinning',
    'sqHeuristicBot',
    'BUNDLED_FORCES',
    'BUNDLED_SCENARIOS',
    'validateSqForce',
    'validateSqScenario',
    'ParamsSchema',
  ],
  'sandtable/rampant': [
    'rampant',
    'RmpSetup',
    'RmpCommandInput',
    'RmpCommand',
    'RmpEvent',
    'RmpPrompt',
    'RmpView',
    'RmpState',
    'narrateRampant',
    'rmpHeuristicBot',
    'BUNDLED_ARMIES',
    'BUNDLED_SCENARIOS',
    'validateRmpArmy',
    'validateRmpScenario',
    'ParamsSchema',
  ],
  'sandtable/bots': ['randomBot', 'policyBot', 'Bot', 'BotRecipe'],
  'sandtable/sim': [
    'simulate',
    'playGame',
    'SimulateOptions',
    'SimulationReport',
    'PlayGameOptions',
    'PlayedGame',
  ],
  'sandtable/testing': ['rulesetLaws', 'runRulesetLaws', 'playRandomGame', 'scripted'],
  'sandtable/kit': [
    'defineTableRuleset',
    'CommandTable',
    'DecisionTable',
    'byId',
    'rollTest',
    'settle',
    'runQueue',
  ],
};

/** The group of an export not listed above: zod schemas and rule constants go behind everything else. */
function laterGroup(reflection) {
  if (reflection.kindOf(ReflectionKind.Variable) && /Schema$/.test(reflection.name)) return 'Schemas';
  if (reflection.kindOf(ReflectionKind.Function) && /JsonSchema$/.test(reflection.name)) return 'Schemas';
  if (reflection.kindOf(ReflectionKind.Variable) && /^[A-Z][A-Z0-9_]+$/.test(reflection.name))
    return 'Constants';
  return undefined;
}

function tag(reflection, group) {
  const target = reflection.signatures?.[0] ?? reflection;
  target.comment ??= new Comment();
  target.comment.blockTags.push(new CommentTag('@group', [{ kind: 'text', text: group }]));
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.getReflectionsByKind(ReflectionKind.Module)) {
      const listed = START_HERE[module.name];
      if (!listed) {
        app.logger.warn(
          `typedoc-groups: module ${module.name} has no "Start here" list; name it by its import path.`,
        );
        continue;
      }
      const first = new Set(listed);
      const names = new Set((module.children ?? []).map((c) => c.name));
      for (const name of listed) {
        if (!names.has(name)) app.logger.warn(`typedoc-groups: ${module.name} does not export ${name}.`);
      }
      for (const child of module.children ?? []) {
        if (first.has(child.name)) tag(child, 'Start here');
        else {
          const group = laterGroup(child);
          if (group) tag(child, group);
        }
      }
    }
  });
  // After typedoc's GroupPlugin (priority -100) has built the groups: "Start here" in the table's order.
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    (context) => {
      for (const module of context.project.getReflectionsByKind(ReflectionKind.Module)) {
        const order = START_HERE[module.name] ?? [];
        const start = module.groups?.find((g) => g.title === 'Start here');
        start?.children.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
      }
    },
    -200,
  );
}
