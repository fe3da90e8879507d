import { refuse } from '../rules/refuse';
import { applyReroll } from '../rules/reroll';
import { unitById } from '../rules/units';
import type { XzState } from '../state';
import type { XzCommandRow } from '../tables';

/**
 * XZ-RES-10 / XZ-RES-11 / XZ-RES-12 / R4: re-roll some of the failed dice just rolled (each costs one Command
 * re-roll; a limited re-roll's natural-value dice cost nothing).
 */
export const rerollCommand: XzCommandRow<'reroll'> = {
  apply(draft, command, ctx) {
    const offer = draft.reroll;
    if (draft.stage.kind !== 'reroll' || !offer || offer.player !== command.player)
      return refuse(ctx, {
        code: 'illegal-action',
        message: 'No roll of yours is waiting for a re-roll decision.',
        rule: 'XZ-RES-10',
      });
    const commander = unitById(draft as XzState, offer.commander);
    const bad = command.dice.findIndex((i) => !offer.eligible.includes(i));
    if (bad >= 0)
      return refuse(ctx, {
        code: 'not-eligible',
        message: offer.limited
          ? `Die ${command.dice[bad]} can't be re-rolled: ${offer.limited.name} re-rolls only failed dice showing a natural ${offer.limited.natural}; choose among ${offer.eligible.join(', ')} (XZ-RES-12).`
          : `Die ${command.dice[bad]} can't be re-rolled: choose among ${offer.eligible.join(', ')} (dice already re-rolled can't be again, XZ-RES-11).`,
        rule: offer.limited ? 'XZ-RES-12' : 'XZ-RES-11',
        path: ['dice', bad],
      });
    if (new Set(command.dice).size !== command.dice.length)
      return refuse(ctx, {
        code: 'duplicate-die',
        message: 'Name each die once (XZ-RES-11).',
        rule: 'XZ-RES-11',
        path: ['dice'],
      });
    if (!offer.limited && command.dice.length > (commander?.rerolls ?? 0))
      return refuse(ctx, {
        code: 'insufficient-resources',
        message: `'${commander?.name}' has ${commander?.rerolls ?? 0} re-roll(s) left this turn (XZ-STAT-08, R4).`,
        rule: 'R4',
        path: ['dice'],
      });
    applyReroll(draft, ctx, command.dice);
  },
};

/** R27: the owner names the unit's new leader after its leader was removed. */
export const chooseLeaderCommand: XzCommandRow<'choose-leader'> = {
  apply(draft, command, ctx) {
    const stage = draft.stage;
    if (stage.kind !== 'new-leader' || stage.player !== command.player || stage.unit !== command.unit)
      return refuse(ctx, {
        code: 'illegal-action',
        message: 'No unit of yours is waiting for a new leader.',
        rule: 'R27',
      });
    const unit = draft.units.find((u) => u.id === command.unit);
    const model = unit?.models.find((m) => m.id === command.model && m.alive && m.body !== 'gun');
    if (!unit || !model)
      return refuse(ctx, {
        code: 'unknown-entity',
        message: `'${command.model}' is not a model left in that unit.`,
        rule: 'R27',
        path: ['model'],
      });
    unit.leader = model.id;
    unit.regroup = true;
    ctx.emit({ type: 'leader-changed', unit: unit.id, model: model.id, rules: ['R27', 'XZ-UNIT-02'] });
    const head = draft.queue[0] as { kind: string; chosen?: boolean } | undefined;
    if (head?.kind === 'new-leader') head.chosen = true;
  },
};
