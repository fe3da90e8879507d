import { current, isDraft } from 'immer';
import { geometry, type Vec2 } from 'sandtable';
import type { RmpContext } from '../events';
import type { RmpState, UnitState } from '../state';
import { draftUnit, engaged, gap, loseSp, type StepHandler } from './damage';
import { hitPool, test2d6 } from './dice';
import { centroid, inContact, inCover, inRough, sees } from './geometry';
import {
  attackPlacementProblem,
  attackPlan,
  moveProblem,
  type Problem,
  placeModels,
  translated,
} from './movement';
import type { RmpStep } from './steps';
import {
  alive,
  classOf,
  dicePool,
  findUnit,
  hasRule,
  inPlay,
  isInfantry,
  maxMovement,
  unitById,
} from './units';

/** RMP-SHT-01 / RMP-RNG-01/02 / RMP-DEF-08: whether `shooter` may Shoot `target` now, and at what range. */
export function shootCheck(
  state: RmpState,
  shooter: UnitState,
  target: UnitState,
): { extreme: boolean } | Problem {
  const cls = classOf(state, shooter);
  if (cls.range === null || cls.shoot === null)
    return { problem: `${cls.name} cannot Shoot`, rule: 'RMP-RNG-01' };
  if (shooter.status !== 'table')
    return { problem: `'${shooter.name}' is not on the table`, rule: 'RMP-DEF-08' };
  if (shooter.suppressed) return { problem: `'${shooter.name}' is Suppressed`, rule: 'RMP-SUP-02' };
  if (engaged(state, shooter))
    return { problem: `'${shooter.name}' is in contact with an enemy`, rule: 'RMP-DEF-08' };
  if (target.player === shooter.player)
    return { problem: `'${target.name}' is a friendly unit`, rule: 'RMP-SHT-01' };
  if (target.status !== 'table')
    return { problem: `'${target.name}' is not on the table`, rule: 'RMP-DEF-08' };
  if (engaged(state, target)) return { problem: `'${target.name}' is in contact`, rule: 'RMP-DEF-08' };
  if (!sees(state, shooter, target))
    return { problem: `'${shooter.name}' cannot see '${target.name}'`, rule: 'RMP-SHT-01' };
  if (gap(state, shooter, target) <= cls.range + 1e-6) return { extreme: false };
  if (!cls.extremeRange)
    return {
      problem: `'${target.name}' is beyond ${cls.range}" and ${cls.name} may not Shoot at extreme range`,
      rule: 'RMP-RNG-02',
    };
  return { extreme: true };
}

/** Whether a check answered a problem. */
export function isProblem(x: object): x is Problem {
  return 'problem' in x;
}

/** The targets a unit could Shoot now. */
export function shootTargets(state: RmpState, shooter: UnitState): UnitState[] {
  const cls = classOf(state, shooter);
  if (cls.range === null || shooter.status !== 'table') return [];
  // The shooter's own checks once, and a target beyond range without extreme range ruled out before sight:
  // the same conditions as `shootCheck`, cheapest first.
  if (cls.shoot === null || shooter.suppressed || engaged(state, shooter)) return [];
  const range = cls.range;
  return state.units.filter(
    (t) =>
      t.player !== shooter.player &&
      t.status === 'table' &&
      (cls.extremeRange || gap(state, shooter, t) <= range + 1e-6) &&
      !isProblem(shootCheck(state, shooter, t)),
  );
}

/** RMP-DEF-09: whether a unit may still react this turn (not Suppressed, not embarked, one a turn). */
export function mayReact(state: RmpState, unit: UnitState): boolean {
  if (unit.suppressed || unit.status !== 'table') return false;
  const used = unit.reactedTurn === state.turn ? (unit.reactionsUsed ?? 1) : 0;
  return used < state.params.reactions.perUnitPerTurn;
}

/** RMP-DEF-09: counts a reaction against the unit's `reactions.perUnitPerTurn` for this turn. */
function markReacted(state: RmpState, unit: UnitState): void {
  unit.reactionsUsed = unit.reactedTurn === state.turn ? (unit.reactionsUsed ?? 1) + 1 : 1;
  unit.reactedTurn = state.turn;
}

/** RMP-SHT-02 / RMP-FF-03/04 / RMP-DEF-09: the rule that bars the target of a Shoot from a Firefight, if any. */
export function firefightBar(state: RmpState, shooter: UnitState, target: UnitState): string | undefined {
  if (target.suppressed) return 'RMP-FF-03';
  if (!mayReact(state, target)) return 'RMP-DEF-09';
  const range = classOf(state, target).range;
  if (!hasRule(state, target, 'firefight') || range === null || gap(state, shooter, target) > range + 1e-6)
    return 'RMP-SHT-02';
  if (engaged(state, target)) return 'RMP-DEF-08';
  if (target.firstTargetedBy !== shooter.id) return 'RMP-FF-04';
  return undefined;
}

/** RMP-SHT-02 / RMP-FF-03/04 / RMP-DEF-09: the reactions the target of a Shoot may choose. */
export function shootReactions(
  state: RmpState,
  shooter: UnitState,
  target: UnitState,
): ('firefight' | 'go-to-ground')[] {
  if (!mayReact(state, target)) return [];
  const out: ('firefight' | 'go-to-ground')[] = [];
  if (firefightBar(state, shooter, target) === undefined) out.push('firefight');
  if (hasRule(state, target, 'goToGround') && isInfantry(state, target)) out.push('go-to-ground');
  return out;
}

/** RMP-DEF-07: the Armour a Shoot meets: the class's, +1 at extreme range, +1 in cover, +1 Gone to Ground. */
function shootArmour(
  state: RmpState,
  target: UnitState,
  extreme: boolean,
  ground: boolean,
  rules: string[],
): number {
  let armour = classOf(state, target).armour;
  if (extreme) {
    armour += state.params.shooting.extremeRangeArmourBonus;
    rules.push('RMP-SHT-04');
  }
  if (inCover(state, target)) {
    armour += state.params.shooting.coverArmourBonus;
    rules.push('RMP-DEF-16');
  }
  if (ground) {
    armour += state.params.shooting.goToGroundArmourBonus;
    rules.push('RMP-DEF-09');
  }
  return Math.max(1, armour);
}

/**
 * RMP-SHT-01…03 / RMP-DICE-01 / RMP-DEF-08 (1): the shooter rolls its pool (10 dice above half its SP, 5 at or
 * below) against its Shoot value; the target is marked as targeted (RMP-FF-04), then may react.
 */
export const shootStep: StepHandler = (draft, raw, ctx) => {
  const step = raw as Extract<RmpStep, { kind: 'shoot' }>;
  const state = draft as RmpState;
  const shooter = draftUnit(draft, step.shooter);
  const target = draftUnit(draft, step.target);
  // Checked on a snapshot of the draft (the same values; unchanged units are the frozen originals the caches know).
  const snap = (isDraft(draft) ? current(draft) : draft) as RmpState;
  const check = shootCheck(snap, unitById(snap, shooter.id), unitById(snap, target.id));
  if (isProblem(check))
    return step.moveAfter ? [{ kind: 'skirmish-move', unit: shooter.id, to: step.moveAfter.to }] : 'done';
  if (target.firstTargetedBy === undefined) target.firstTargetedBy = shooter.id;
  const count = dicePool(state, shooter);
  const need = classOf(state, shooter).shoot as number;
  const rules = ['RMP-SHT-03', 'RMP-DICE-01', 'RMP-DEF-01', 'RMP-DEF-08'];
  const hits = hitPool(
    ctx.dice,
    `shoot: ${shooter.name} at ${target.name}`,
    count,
    need,
    rules,
    shooter.player,
  );
  ctx.emit({
    type: 'shot',
    shooter: shooter.id,
    target: target.id,
    dice: count,
    need,
    hits,
    extreme: check.extreme,
    rules: [
      ...rules,
      'RMP-SHT-01',
      'RMP-RNG-01',
      // RMP-RNG-02: a class without extreme range could only pick a target within its range.
      ...(classOf(state, shooter).extremeRange ? [] : ['RMP-RNG-02']),
      // RMP-FF-03: a Suppressed target with the Firefight rule gets no Firefight.
      ...(target.suppressed && hasRule(state, target, 'firefight') ? ['RMP-FF-03'] : []),
    ],
  });
  return [
    {
      kind: 'shoot-react',
      shooter: shooter.id,
      target: target.id,
      extreme: check.extreme,
      hits,
      ...(step.moveAfter ? { moveAfter: step.moveAfter } : {}),
    },
  ];
};

/**
 * RMP-SHT-02…05 / RMP-FF-01…04 / RMP-DEF-08 (2)–(6): the target's reaction (a prompt), a Firefight's 7+ test and
 * return fire, both units' losses at once, then Courage tests: the target first, then the shooter if hit.
 */
export const shootReactStep: StepHandler = (draft, raw, ctx) => {
  const step = raw as Extract<RmpStep, { kind: 'shoot-react' }>;
  const state = draft as RmpState;
  const shooter = draftUnit(draft, step.shooter);
  const target = draftUnit(draft, step.target);
  if (!inPlay(target) || !inPlay(shooter)) return 'done';
  if (step.reaction === undefined) {
    const options = shootReactions(state, shooter, target);
    if (options.length > 0) {
      draft.stage = {
        kind: 'reaction',
        player: target.player,
        unit: target.id,
        against: shooter.id,
        options: [...options, 'none'],
      };
      return 'wait';
    }
  }
  let returnHits = 0;
  let ground = false;
  if (step.reaction === 'firefight') {
    markReacted(state, target);
    const test = test2d6(
      ctx.dice,
      `firefight: ${target.name}`,
      state.params.reactions.firefightTest,
      ['RMP-SHT-02', 'RMP-FF-01', 'RMP-DEF-09'],
      target.player,
    );
    ctx.emit({
      type: 'reaction',
      unit: target.id,
      reaction: 'firefight',
      passed: test.passed,
      roll: test.roll,
      rules: ['RMP-SHT-02', 'RMP-FF-01', 'RMP-FF-02', 'RMP-FF-04', 'RMP-DEF-09'],
    });
    if (test.passed) {
      const need = classOf(state, target).shoot as number;
      returnHits = hitPool(
        ctx.dice,
        `firefight: ${target.name} at ${shooter.name}`,
        dicePool(state, target),
        need,
        ['RMP-SHT-03', 'RMP-DICE-01'],
        target.player,
      );
      ctx.emit({
        type: 'shot',
        shooter: target.id,
        target: shooter.id,
        dice: dicePool(state, target),
        need,
        hits: returnHits,
        extreme: false,
        rules: ['RMP-SHT-03', 'RMP-FF-01', 'RMP-DICE-01'],
      });
    }
  } else if (step.reaction === 'go-to-ground') {
    markReacted(state, target);
    target.goneToGround = true;
    ground = true;
    ctx.emit({
      type: 'reaction',
      unit: target.id,
      reaction: 'go-to-ground',
      passed: true,
      rules: ['RMP-DEF-09', 'RMP-PHS-07'],
    });
  }
  const tRules = ['RMP-SHT-04', 'RMP-DEF-07'];
  const tArmour = shootArmour(state, target, step.extreme, ground, tRules);
  const sRules = ['RMP-SHT-04', 'RMP-DEF-07'];
  const sArmour = shootArmour(state, shooter, false, false, sRules);
  const tLoss = Math.floor(step.hits / tArmour);
  const sLoss = Math.floor(returnHits / sArmour);
  if (step.hits > 0) loseSp(draft, ctx, target, tLoss, tRules, { hits: step.hits, armour: tArmour });
  if (returnHits > 0) loseSp(draft, ctx, shooter, sLoss, sRules, { hits: returnHits, armour: sArmour });
  const out: RmpStep[] = [];
  if (step.hits > 0 && inPlay(target))
    out.push({
      kind: 'courage',
      unit: target.id,
      lost: tLoss,
      cause: shooter.id,
      rules: ['RMP-SHT-05', 'RMP-CRG-01'],
    });
  if (returnHits > 0 && inPlay(shooter))
    out.push({
      kind: 'courage',
      unit: shooter.id,
      lost: sLoss,
      cause: target.id,
      rules: ['RMP-SHT-05', 'RMP-CRG-01'],
    });
  if (step.moveAfter) out.push({ kind: 'skirmish-move', unit: shooter.id, to: step.moveAfter.to });
  return out.length > 0 ? out : 'done';
};

/** RMP-DEF-10: a Skirmish's move after its Shoot (skipped if the unit can no longer make it). */
export const skirmishMoveStep: StepHandler = (draft, raw, ctx) => {
  const step = raw as Extract<RmpStep, { kind: 'skirmish-move' }>;
  const state = draft as RmpState;
  const unit = draftUnit(draft, step.unit);
  if (unit.status !== 'table' || unit.suppressed) return 'done';
  const positions = translated(unit, step.to);
  if (moveProblem(state, unit, positions, maxMovement(state, unit) / 2)) return 'done';
  const distance = placeModels(state, unit, positions);
  ctx.emit({
    type: 'moved',
    unit: unit.id,
    distance,
    to: { x: step.to.x, y: step.to.y },
    rules: ['RMP-DEF-10', 'RMP-PHS-07'],
  });
  return 'done';
};

/** RMP-ATK-01 / RMP-DEF-12: whether `attacker` may Attack `target` now (sight, reach, not in contact). */
export function attackCheck(
  state: RmpState,
  attacker: UnitState,
  target: UnitState,
): { positions: Vec2[] } | Problem {
  if (attacker.status !== 'table')
    return { problem: `'${attacker.name}' is not on the table`, rule: 'RMP-DEF-12' };
  if (attacker.suppressed) return { problem: `'${attacker.name}' is Suppressed`, rule: 'RMP-SUP-02' };
  if (engaged(state, attacker))
    return { problem: `'${attacker.name}' is already in contact`, rule: 'RMP-DEF-12' };
  if (target.player === attacker.player)
    return { problem: `'${target.name}' is a friendly unit`, rule: 'RMP-ATK-01' };
  if (target.status !== 'table')
    return { problem: `'${target.name}' is not on the table`, rule: 'RMP-DEF-12' };
  if (!sees(state, attacker, target))
    return { problem: `'${attacker.name}' cannot see '${target.name}'`, rule: 'RMP-DEF-12' };
  const reach = maxMovement(state, attacker);
  if (gap(state, attacker, target) > reach + 1e-6)
    return { problem: `'${target.name}' is beyond its ${reach}" Maximum Movement`, rule: 'RMP-DEF-12' };
  const positions = attackPlan(state, attacker, target, reach, state.params.move.enemyClearance);
  if (!positions)
    return {
      problem: `'${attacker.name}' cannot reach '${target.name}' (terrain or other units are in the way)`,
      rule: 'RMP-DEF-12',
    };
  return { positions };
}

/** The enemy units a unit could Attack now. */
export function attackTargets(state: RmpState, attacker: UnitState): UnitState[] {
  if (attacker.status !== 'table' || attacker.suppressed || engaged(state, attacker)) return [];
  return reachableTargets(state, attacker);
}

/** `attackTargets` for an attacker known to be on the table, not Suppressed and not in contact. */
function reachableTargets(state: RmpState, attacker: UnitState): UnitState[] {
  const reach = maxMovement(state, attacker);
  return state.units.filter(
    (t) =>
      t.player !== attacker.player &&
      t.status === 'table' &&
      gap(state, attacker, t) <= reach + 1e-6 &&
      !isProblem(attackCheck(state, attacker, t)),
  );
}

/** RMP-DEF-11: the nearest enemy units a Wild Charge may Attack (the owner chooses among equally near). */
export function wildTargets(state: RmpState, unit: UnitState): UnitState[] {
  const targets = attackTargets(state, unit);
  if (targets.length === 0) return [];
  const d = targets.map((t) => gap(state, unit, t));
  const min = Math.min(...d);
  return targets.filter((_, i) => (d[i] as number) <= min + 1e-6);
}

/** RMP-DEF-12: the hit value a unit fights with (its Attack or Defence; 6 if Suppressed; rough ground's 5+). */
function fightValue(state: RmpState, unit: UnitState, value: number, rules: string[]): number {
  if (unit.suppressed) {
    rules.push('RMP-ATK-09', 'RMP-SUP-03');
    return 6;
  }
  if (inRough(state, unit) && !hasRule(state, unit, 'ranger')) {
    rules.push('RMP-ATK-08');
    return state.params.attack.roughValue;
  }
  return value;
}

/** RMP-ATK-08 / RMP-DEF-07: the Armour in an Attack (rough ground's 2 for non-Rangers; no cover bonus). */
function fightArmour(state: RmpState, unit: UnitState, rules: string[]): number {
  if (inRough(state, unit) && !hasRule(state, unit, 'ranger')) {
    rules.push('RMP-ATK-08');
    return Math.max(1, state.params.attack.roughArmour);
  }
  return Math.max(1, classOf(state, unit).armour);
}

/**
 * RMP-ATK-01…06 / RMP-DEF-09 / RMP-DEF-12: an Attack: the target may Counter-charge (a prompt; 7+ moves it half
 * its Maximum Movement towards the attacker and it fights with its Attack value), the attacker moves into
 * contact, both roll at once, both lose SP, and each that lost SP tests Courage (the defender first).
 */
export const attackStep: StepHandler = (draft, raw, ctx) => {
  const step = raw as Extract<RmpStep, { kind: 'attack' }>;
  const state = draft as RmpState;
  const attacker = draftUnit(draft, step.attacker);
  const target = draftUnit(draft, step.target);
  if (attacker.status !== 'table' || target.status !== 'table') return 'done';
  if (step.reaction === undefined && hasRule(state, target, 'counterCharge') && mayReact(state, target)) {
    draft.stage = {
      kind: 'reaction',
      player: target.player,
      unit: target.id,
      against: attacker.id,
      options: ['counter-charge', 'none'],
    };
    return 'wait';
  }
  let counter = false;
  if (step.reaction === 'counter-charge') {
    markReacted(state, target);
    const test = test2d6(
      ctx.dice,
      `counter-charge: ${target.name}`,
      state.params.reactions.counterChargeTest,
      ['RMP-ATK-02', 'RMP-DEF-09'],
      target.player,
    );
    counter = test.passed;
    ctx.emit({
      type: 'reaction',
      unit: target.id,
      reaction: 'counter-charge',
      passed: test.passed,
      roll: test.roll,
      rules: ['RMP-ATK-02', 'RMP-DEF-09', 'RMP-PHS-07'],
    });
    if (counter) counterMove(state, ctx, target, attacker);
  }
  if (!inContact(state, attacker, target)) {
    // RMP-DEF-12: the owner's placement, while it is still legal (a Counter-charge may have moved the target).
    const chosen =
      step.positions && !attackPlacementProblem(state, attacker, target, step.positions)
        ? step.positions
        : undefined;
    const positions =
      chosen ??
      attackPlan(state, attacker, target, Number.POSITIVE_INFINITY, state.params.move.enemyClearance);
    if (!positions) {
      ctx.emit({
        type: 'moved',
        unit: attacker.id,
        distance: 0,
        to: centroid(attacker),
        rules: ['RMP-ATK-03', 'RMP-DEF-12'],
      });
      return 'done';
    }
    const distance = placeModels(state, attacker, positions);
    ctx.emit({
      type: 'moved',
      unit: attacker.id,
      distance,
      to: centroid(attacker),
      rules: ['RMP-ATK-03', 'RMP-DEF-12'],
    });
  }
  const aRules = ['RMP-ATK-04', 'RMP-DICE-02', 'RMP-DEF-12'];
  const dRules = ['RMP-ATK-04', 'RMP-DICE-02', 'RMP-DEF-12'];
  const aNeed = fightValue(state, attacker, classOf(state, attacker).attack, aRules);
  const dNeed = fightValue(
    state,
    target,
    counter ? classOf(state, target).attack : classOf(state, target).defence,
    dRules,
  );
  const aHits = hitPool(
    ctx.dice,
    `attack: ${attacker.name}`,
    dicePool(state, attacker),
    aNeed,
    aRules,
    attacker.player,
  );
  const dHits = hitPool(
    ctx.dice,
    `defence: ${target.name}`,
    dicePool(state, target),
    dNeed,
    dRules,
    target.player,
  );
  ctx.emit({
    type: 'fight',
    attacker: attacker.id,
    defender: target.id,
    attackerHits: aHits,
    defenderHits: dHits,
    attackerNeed: aNeed,
    defenderNeed: dNeed,
    rules: [...new Set([...aRules, ...dRules]), ...(counter ? ['RMP-DEF-09'] : [])],
  });
  const tArmourRules = ['RMP-ATK-05', 'RMP-DEF-07'];
  const aArmourRules = ['RMP-ATK-05', 'RMP-DEF-07'];
  const tArmour = fightArmour(state, target, tArmourRules);
  const aArmour = fightArmour(state, attacker, aArmourRules);
  const tLoss = Math.floor(aHits / tArmour);
  const aLoss = Math.floor(dHits / aArmour);
  const lostD =
    aHits > 0 ? loseSp(draft, ctx, target, tLoss, tArmourRules, { hits: aHits, armour: tArmour }) : 0;
  const lostA =
    dHits > 0 ? loseSp(draft, ctx, attacker, aLoss, aArmourRules, { hits: dHits, armour: aArmour }) : 0;
  const out: RmpStep[] = [];
  if (lostD > 0 && inPlay(target))
    out.push({
      kind: 'courage',
      unit: target.id,
      lost: lostD,
      cause: attacker.id,
      afterAttack: true,
      rules: ['RMP-ATK-06', 'RMP-CRG-02'],
    });
  if (lostA > 0 && inPlay(attacker))
    out.push({
      kind: 'courage',
      unit: attacker.id,
      lost: lostA,
      cause: target.id,
      afterAttack: true,
      rules: ['RMP-ATK-06', 'RMP-CRG-02'],
    });
  out.push({
    kind: 'attack-end',
    attacker: attacker.id,
    defender: target.id,
    lostAttacker: lostA,
    lostDefender: lostD,
  });
  return out;
};

/** RMP-DEF-09: a passed Counter-charge moves the reacting unit up to half its Maximum Movement towards the attacker. */
function counterMove(state: RmpState, ctx: RmpContext, unit: UnitState, attacker: UnitState): void {
  const plan = attackPlan(state, unit, attacker, maxMovement(state, unit) / 2);
  if (plan) {
    const distance = placeModels(state, unit, plan);
    ctx.emit({ type: 'moved', unit: unit.id, distance, to: centroid(unit), rules: ['RMP-DEF-09'] });
    return;
  }
  const dir = geometry.normalize(geometry.subtract(centroid(attacker), centroid(unit)));
  for (let d = maxMovement(state, unit) / 2; d > 0; d -= 0.5) {
    const positions = alive(unit).map((m) => ({ x: m.x + dir.x * d, y: m.y + dir.y * d }));
    if (!moveProblem(state, unit, positions, maxMovement(state, unit) / 2, { target: attacker.id })) {
      const distance = placeModels(state, unit, positions);
      ctx.emit({ type: 'moved', unit: unit.id, distance, to: centroid(unit), rules: ['RMP-DEF-09'] });
      return;
    }
  }
}

/**
 * RMP-ATK-07 / RMP-ATK-10 / RMP-ATK-11: if both units are still in contact, the one that lost more SP Retreats
 * (the attacker on a tie); losing alone does not Suppress (RMP-DEF-12).
 */
export const attackEndStep: StepHandler = (draft, raw) => {
  const step = raw as Extract<RmpStep, { kind: 'attack-end' }>;
  const state = draft as RmpState;
  const a = findUnit(state, step.attacker);
  const d = findUnit(state, step.defender);
  if (!a || !d || a.status !== 'table' || d.status !== 'table' || !inContact(state, a, d)) return 'done';
  const defenderLoses = step.lostDefender > step.lostAttacker;
  const loser = defenderLoses ? d : a;
  const winner = defenderLoses ? a : d;
  const rule = step.lostDefender === step.lostAttacker ? 'RMP-ATK-11' : 'RMP-ATK-10';
  return [
    {
      kind: 'retreat',
      unit: loser.id,
      cause: winner.id,
      afterAttack: true,
      suppress: false,
      rules: ['RMP-ATK-07', rule],
    },
  ];
};

/** RMP-DEF-11: whether a unit must test for a Wild Charge now. */
export function mustWildCharge(state: RmpState, unit: UnitState): boolean {
  if (!hasRule(state, unit, 'wildCharge') || unit.status !== 'table' || unit.suppressed) return false;
  if (engaged(state, unit)) return false;
  return reachableTargets(state, unit).length > 0;
}
