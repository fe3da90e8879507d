import { legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { modelsOnTable } from '../../../../src/rulesets/xenocide/context';
import { autoDeploy, type XenocideCommand } from '../../../../src/rulesets/xenocide/index';
import { BLUE, eventsOf, play, RED, refused, startGame } from '../../../support/xenocide';

type Deploy = Extract<XenocideCommand, { type: 'deploy-company' }>;

/** Blue wins the side roll-off and takes north, so red (south) deploys first. */
const redToDeploy = () =>
  play(
    startGame('attrition', { dice: [1, 6] }),
    { type: 'roll-off', player: RED },
    { type: 'choose-edge', player: BLUE, edge: 'north' },
  ).state;

/** Red's Mechanised Infantry (1st Platoon with 3 APCs, 2nd Platoon with 2 open half-tracks, mortars) deployed aboard. */
function aboardDeployment(game = redToDeploy()): Deploy {
  const command = autoDeploy(game.game, 'red.c1', 0, { aboard: true });
  if (command?.type !== 'deploy-company') throw new Error('no aboard deployment found');
  return command;
}

/** The same deployment with the first unit's `embark` list replaced. */
function withEmbark(command: Deploy, embark: { model: string; transport: string }[]): Deploy {
  const [first, ...rest] = command.units;
  if (!first) throw new Error('no unit');
  return { ...command, units: [{ ...first, embark }, ...rest] };
}

describe('starting the game aboard transports', () => {
  it('XEN-TRANS-01 XEN-SCEN-04 the deploy prompt offers each company with transports on foot and aboard', () => {
    const game = redToDeploy();
    const deploys = legalCommands(game, RED).filter(
      (c): c is Deploy => c.type === 'deploy-company' && c.company === 'red.c1',
    );
    expect(deploys.map((c) => c.units.some((u) => (u.embark?.length ?? 0) > 0))).toEqual([false, true]);
    // Companies without transports are offered once.
    expect(
      legalCommands(game, RED).filter((c) => c.type === 'deploy-company' && c.company === 'red.c3'),
    ).toHaveLength(1);
  });

  it('XEN-TRANS-01 infantry start aboard their own transports, each within capacity, placed with the transport', () => {
    const game = redToDeploy();
    const command = aboardDeployment(game);
    const { state, events } = play(game, command);
    const units = state.game.units;
    const platoon = units.find((u) => u.id === 'red.c1.u1');
    const riders = platoon?.models.filter((m) => m.embarkedIn !== undefined) ?? [];
    // 6 Size-1 troopers in 3 APCs of Transport 2: every trooper rides, two to an APC.
    expect(riders).toHaveLength(6);
    const perTransport = new Map<string, number>();
    for (const rider of riders) {
      const transport = platoon?.models.find((m) => m.id === rider.embarkedIn);
      expect(transport && { x: transport.x, y: transport.y }).toEqual({ x: rider.x, y: rider.y });
      perTransport.set(rider.embarkedIn as string, (perTransport.get(rider.embarkedIn as string) ?? 0) + 1);
    }
    expect([...perTransport.values()]).toEqual([2, 2, 2]);
    // Closed APCs hide their passengers (R57); open half-tracks keep theirs on the table (XEN-TRANS-17).
    expect(platoon && modelsOnTable(state.game, platoon).map((m) => m.id)).toEqual([
      'red.c1.u1.m7',
      'red.c1.u1.m8',
      'red.c1.u1.m9',
    ]);
    const second = units.find((u) => u.id === 'red.c1.u2');
    expect(second?.models.filter((m) => m.embarkedIn !== undefined)).toHaveLength(4);
    expect(second && modelsOnTable(state.game, second)).toHaveLength(6);
    const [deployed] = eventsOf(events, 'company-deployed');
    expect(deployed).toMatchObject({ company: 'red.c1', rules: expect.arrayContaining(['XEN-TRANS-01']) });
    expect(deployed?.embarked?.flatMap((e) => e.models)).toHaveLength(10);
    expect(state.game.stage).toEqual({ kind: 'deploy', player: BLUE });
  });

  it('XEN-TRANS-01 more Size than a transport carries is refused, and the state is unchanged', () => {
    const game = redToDeploy();
    const command = aboardDeployment(game);
    const overload = withEmbark(command, [
      { model: 'red.c1.u1.m1', transport: 'red.c1.u1.m7' },
      { model: 'red.c1.u1.m2', transport: 'red.c1.u1.m7' },
      { model: 'red.c1.u1.m3', transport: 'red.c1.u1.m7' },
      { model: 'red.c1.u1.m4', transport: 'red.c1.u1.m8' },
      { model: 'red.c1.u1.m5', transport: 'red.c1.u1.m8' },
      { model: 'red.c1.u1.m6', transport: 'red.c1.u1.m9' },
    ]);
    const error = refused(game, overload);
    expect(error.code).toBe('out-of-range');
    expect(error.rule).toBe('XEN-TRANS-01');
    expect(error.message).toContain('capacity is 2');
  });

  it('XEN-STAT-09 passengers board only a friendly transport model on the table', () => {
    const game = redToDeploy();
    const command = aboardDeployment(game);
    const rest = command.units[0]?.embark?.slice(1) ?? [];
    // A mortar team is no transport.
    const notTransport = refused(
      game,
      withEmbark(command, [{ model: 'red.c1.u1.m1', transport: 'red.c1.u3.m1' }, ...rest]),
    );
    expect(notTransport.message).toContain('is not a transport');
    // The Fire Support company's dropship has not been deployed yet.
    const notPlaced = refused(
      game,
      withEmbark(command, [{ model: 'red.c1.u1.m1', transport: 'red.c4.u1.m5' }, ...rest]),
    );
    expect(notPlaced.message).toContain('is not on the table');
    // An enemy carrier beast is not a friendly transport.
    const enemy = refused(
      game,
      withEmbark(command, [{ model: 'red.c1.u1.m1', transport: 'blue.c1.u2.m7' }, ...rest]),
    );
    expect(enemy.code).toBe('unknown-entity');
    // A model is either placed or aboard, never both.
    const first = command.units[0];
    const twice = refused(game, {
      ...command,
      units: [
        {
          ...first,
          models: [...(first?.models ?? []), { model: 'red.c1.u1.m1', at: { x: 70, y: 2 } }],
        },
        ...command.units.slice(1),
      ],
    });
    expect(twice.code).toBe('invalid-payload');
  });

  it('XEN-TRANS-01 a later company may board a transport deployed earlier', () => {
    const game = redToDeploy();
    // Red deploys its Fire Support (the Teleport Squad on foot beside its dropship), blue a company, then red's
    // Mechanised Infantry, two of whose troopers board that dropship.
    const fire = autoDeploy(game.game, 'red.c4');
    if (fire?.type !== 'deploy-company') throw new Error('no deployment');
    const afterFire = play(game, fire).state;
    const blue = legalCommands(afterFire, BLUE).find((c) => c.type === 'deploy-company');
    if (!blue) throw new Error('blue cannot deploy');
    const redAgain = play(afterFire, blue as XenocideCommand).state;
    const infantry = autoDeploy(redAgain.game, 'red.c1');
    if (infantry?.type !== 'deploy-company') throw new Error('no deployment');
    const first = infantry.units[0];
    if (!first) throw new Error('no unit');
    // Two troopers of the 1st Platoon ride the Teleport Squad's dropship (Transport 4) instead of standing.
    const boarding = withEmbark(
      {
        ...infantry,
        units: [
          {
            ...first,
            models: first.models.filter((m) => !['red.c1.u1.m1', 'red.c1.u1.m2'].includes(m.model)),
          },
          ...infantry.units.slice(1),
        ],
      },
      [
        { model: 'red.c1.u1.m1', transport: 'red.c4.u1.m5' },
        { model: 'red.c1.u1.m2', transport: 'red.c4.u1.m5' },
      ],
    );
    const { state } = play(redAgain, boarding);
    const dropship = state.game.units.find((u) => u.id === 'red.c4.u1')?.models[4];
    const trooper = state.game.units.find((u) => u.id === 'red.c1.u1')?.models[0];
    expect(trooper).toMatchObject({ embarkedIn: 'red.c4.u1.m5', x: dropship?.x, y: dropship?.y });
  });
});
