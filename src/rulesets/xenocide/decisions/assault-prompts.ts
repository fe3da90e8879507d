import { ASSAULT_DECISION_COMMANDS } from '../commands/assault/decisions';
import {
  type AssaultDecisionKind,
  assaultDecision,
  assaultPowerCandidates,
  buildingTargetsOf,
  diceOf,
  fightingUnits,
  fleeDuty,
  joinCandidates,
  maneuveringUnits,
  pendingEscape,
  poolOf,
  presentModels,
  reinforcementCandidates,
  sideOfPlayer,
  strikeOf,
  suppressionDieCandidates,
  victimsOf,
} from '../rules/assault';
import { defendedFeatures } from '../rules/movement/assault-approach';
import { isInside } from '../rules/movement/terrain-effects';
import type { XenocidePrompt, XenocidePromptOf } from '../schemas/prompts';
import type { XenocideState } from '../state';
import type { AssaultState } from '../state/assault';

/** The prompt kind (and command) that answers each close-assault decision. */
type AssaultPromptKind<D extends AssaultDecisionKind> = (typeof ASSAULT_DECISION_COMMANDS)[D]['command'];

/** What a close-assault prompt says besides the assault, its kind and round. */
type AssaultFacts<D extends AssaultDecisionKind> = Omit<
  XenocidePromptOf<AssaultPromptKind<D>>['constraints'],
  'assault' | 'kind' | 'round'
>;

/** XEN-CA-04: what a close-assault decision asks for: the message and the facts a client needs to answer it. */
export function assaultPrompt(state: XenocideState, assault: AssaultState): XenocidePrompt | undefined {
  const decision = assaultDecision(assault);
  if (!decision) return undefined;
  const { player, kind } = decision;
  const own = fightingUnits(state, assault, sideOfPlayer(assault, player)).map((u) => u.id);
  const base = { assault: assault.id, kind: assault.kind, round: assault.round };
  // The facts are checked against the decision's prompt kind; the cast only joins them to the common fields.
  const ask = <D extends AssaultDecisionKind>(
    decision: D,
    message: string,
    facts: AssaultFacts<D>,
    rules?: readonly string[],
  ): XenocidePromptOf<AssaultPromptKind<D>> => {
    const { command, rule } = ASSAULT_DECISION_COMMANDS[decision];
    return {
      player,
      kind: command,
      commands: [command],
      message: `${message} (${rule}).`,
      ...(rules && rules.length > 0 ? { rules: [...rules] } : {}),
      constraints: { ...base, ...facts },
    } as unknown as XenocidePromptOf<AssaultPromptKind<D>>;
  };
  const step = assault.step;
  switch (kind) {
    case 'join':
      return ask('join', 'Choose which of your units in nearby buildings join the assault, or none', {
        candidates: joinCandidates(state, assault, player),
      });
    case 'reinforce':
      return ask('reinforce', 'Bring units within 8" into the close assault for 1 CP each, or none', {
        candidates: reinforcementCandidates(state, assault, player),
        distance: 8,
      });
    case 'maneuver': {
      const units = maneuveringUnits(state, assault);
      // XEN-CA-07: attacking units may not maneuver into an edge or a building the enemy defends.
      const held = sideOfPlayer(assault, player) === 'attacker' ? heldAgainst(state, assault, units) : [];
      return ask(
        'maneuver',
        `Maneuver your units in the close assault up to 2" closer to the enemy, or stay${
          held.length > 0 ? `; not into ${held.join(', ')}, whose edges the enemy defends (XEN-CA-07)` : ''
        }`,
        { units, distance: 2 },
        held.length > 0 ? ['XEN-CA-07'] : [],
      );
    }
    case 'split':
      return ask('split', 'Set aside close-assault dice for defence', {
        units: own.flatMap((unit) => {
          const pool = poolOf(assault, unit);
          return pool
            ? [
                {
                  unit,
                  dice: pool.dice,
                  maxDefence: pool.maxDefence,
                  bonusDefence: pool.infantryDefence + pool.specialDefence,
                },
              ]
            : [];
        }),
        // XEN-TITAN-26: titans that may put power into close-assault weapons with the split.
        titanPower: assaultPowerCandidates(state, assault, player),
      });
    case 'strike':
      return ask('strike', "Send each unit's attack dice at the enemy units it reaches", {
        units: own.flatMap((unit) => {
          const pool = poolOf(assault, unit);
          const dice = diceOf(assault, unit);
          return pool && dice
            ? [
                {
                  unit,
                  attack: dice.attack,
                  antiArmor: dice.antiArmor,
                  reach: [...pool.reach],
                  // XEN-BLD-32: building sections its attack dice may go to.
                  buildings: buildingTargetsOf(state, assault, unit),
                },
              ]
            : [];
        }),
      });
    case 'escape': {
      // XEN-BLD-24: the same facts as the escape prompt of a collapse under fire.
      const pending = pendingEscape(assault);
      if (!pending) return undefined;
      const escaped = pending.escapes.filter((e) => e.escaped);
      return ask(
        'escape',
        `${pending.damage.section} collapsed: move the models that got out up to 4" away, out of buildings and not within 4" of an enemy, or into another section`,
        {
          building: pending.damage.building,
          section: pending.damage.section,
          distance: 4,
          units: [...new Set(escaped.map((e) => e.unit))].map((unit) => ({
            unit,
            models: escaped.filter((e) => e.unit === unit).map((e) => e.model),
          })),
        },
      );
    }
    case 'cancel':
    case 'casualties': {
      const side = step.kind === 'cancel' || step.kind === 'casualties' ? step.side : 'attacker';
      const targets = strikeOf(assault, side)?.targets ?? [];
      return kind === 'cancel'
        ? ask('cancel', 'Cancel attack dice with defence dice of equal or higher value', {
            targets: targets.map((t) => ({ unit: t.unit, attack: [...t.attack], defence: [...t.defence] })),
          })
        : ask('casualties', 'Remove the models the attack dice kill, lowest dice first', {
            targets: targets
              .filter((t) => t.pending.length > 0)
              .map((t) => ({
                unit: t.unit,
                dice: [...t.pending],
                models: victimsOf(state, assault, t.unit).map((v) => ({
                  model: v.model,
                  cad: String(v.cad),
                })),
              })),
          });
    }
    case 'suppression-die':
      return ask(
        'suppression-die',
        'Buy an extra die (1 CP each) for failed close-assault suppression tests, or none',
        {
          units: suppressionDieCandidates(state, assault, player).map((unit) => {
            const t = assault.tests.find((x) => x.unit === unit);
            return { unit, total: t?.test.total ?? 0, target: t?.test.target ?? 0 };
          }),
        },
      );
    case 'flee': {
      const duty = fleeDuty(state, assault, player);
      return ask('flee', 'Flee 8" away from the enemy with your suppressed units', {
        forced: [...duty.forced],
        optional: [...duty.optional],
        distance: 8,
      });
    }
    case 'retreat':
      return ask('retreat', 'Retreat from the close assault by the flee rules, or fight another round', {
        units: own,
      });
    case 'follow-up':
      return ask('follow-up', 'Follow up up to 4" with your units, never within 4" of an enemy, or stay', {
        units: own,
        distance: 4,
      });
  }
}

/**
 * XEN-CA-07 / XEN-MOVE-11: the terrain features and buildings (by name) the defending units of the assault
 * defend that some model of the attacking `units` stands outside of, so its maneuver may not enter them.
 */
function heldAgainst(state: XenocideState, assault: AssaultState, units: readonly string[]): string[] {
  const defenders = fightingUnits(state, assault, 'defender').map((u) => u.id);
  const movers = state.units
    .filter((u) => units.includes(u.id))
    .flatMap((u) => presentModels(state, u).filter((m) => m.embarkedIn === undefined));
  return defendedFeatures(state, defenders)
    .filter(({ feature }) => movers.some((m) => !isInside({ x: m.x, y: m.y }, feature)))
    .map(({ feature }) => feature.name);
}
