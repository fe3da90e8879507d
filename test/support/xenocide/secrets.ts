import type { XenocideState } from '../../../src/rulesets/xenocide/state';

type Stage = XenocideState['stage'];

/**
 * Xenocide's secrets for the hidden-information law: for every player other than `viewer`, each reachable
 * variation of one secret — the unactivated part of their activation order (XEN-TURN-02), which of their
 * unrevealed objectives is the real command center (XEN-SCEN-24), and their collected but unrevealed
 * plan-turn, choose-command-center and break-test choices.
 */
export function alterSecrets(game: XenocideState, viewer: string): XenocideState[] {
  const out: XenocideState[] = [];
  game.sides.forEach((side, s) => {
    if (side.player === viewer) return;
    const activated = new Set(game.companies.filter((c) => c.activated).map((c) => c.id));
    const hidden = side.activationOrder.filter((id) => !activated.has(id)).reverse();
    if (hidden.length > 1) {
      let next = 0;
      const order = side.activationOrder.map((id) => (activated.has(id) ? id : (hidden[next++] as string)));
      const sides = game.sides.map((x, i) => (i === s ? { ...x, activationOrder: order } : x));
      out.push({ ...game, sides: sides as unknown as XenocideState['sides'] });
    }
  });
  const others = game.objectives.filter((o) => o.owner !== viewer && o.real !== undefined && !o.revealed);
  for (const real of others.filter((o) => o.real)) {
    const decoy = others.find((o) => o.owner === real.owner && !o.real && !o.removed);
    if (!decoy) continue;
    const objectives = game.objectives.map((o) =>
      o.id === real.id ? { ...o, real: false } : o.id === decoy.id ? { ...o, real: true } : o,
    );
    out.push({ ...game, objectives });
  }
  for (const stage of alterStage(game, viewer)) out.push({ ...game, stage });
  return out;
}

function alterStage(game: XenocideState, viewer: string): Stage[] {
  const stage = game.stage;
  const cpOf = (player: string) => game.sides.find((s) => s.player === player)?.cp ?? 0;
  const replace = <T>(
    secret: { players: string[]; choices: (T | null)[] },
    alter: (c: T, p: string) => T[],
  ) =>
    secret.players.flatMap((player, i) => {
      const choice = secret.choices[i];
      if (player === viewer || choice === null || choice === undefined) return [];
      return alter(choice, player).map((other) => {
        const choices = [...secret.choices];
        choices[i] = other;
        return { players: secret.players, choices };
      });
    });
  switch (stage.kind) {
    case 'plan-turn':
      return replace(stage.plans, (plan) => [
        ...(plan.order.length > 1 ? [{ ...plan, order: [...plan.order].reverse() }] : []),
        ...(plan.initiativeCp > 0 ? [{ ...plan, initiativeCp: 0 }] : []),
      ]).map((plans) => ({ ...stage, plans }));
    case 'choose-command-center':
      return replace(stage.choices, (id, player) =>
        game.objectives.filter((o) => o.owner === player && o.id !== id).map((o) => o.id),
      ).map((choices) => ({ ...stage, choices }));
    case 'break-test':
      return replace(stage.commits, (cp, player) => (cp > 0 ? [0] : cpOf(player) > 0 ? [1] : [])).map(
        (commits) => ({ ...stage, commits }),
      );
    default:
      return [];
  }
}

/** A company of another player activating, or their objective revealed or removed, shows a secret. */
export function reveals(before: XenocideState, after: XenocideState, viewer: string): boolean {
  const shown = (game: XenocideState) =>
    JSON.stringify([
      game.companies.filter((c) => c.player !== viewer && c.activated).map((c) => c.id),
      game.objectives.filter((o) => o.owner !== viewer).map((o) => [o.id, o.revealed, o.removed]),
    ]);
  return shown(before) !== shown(after);
}
