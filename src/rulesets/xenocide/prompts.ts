import type { Prompt } from 'sandtable';
import { awaitingSecretChoices } from 'sandtable';
import { opponentOf } from './context';
import type { XenocideState } from './state';

/** The open decisions of a Xenocide game, from its stage. */
export function xenocidePending(state: XenocideState): Prompt[] {
  const stage = state.stage;
  switch (stage.kind) {
    case 'roll-scenario':
      return [
        {
          player: state.players[0],
          kind: 'roll-scenario',
          commands: ['roll-scenario'],
          message: 'Roll for a random scenario (R52).',
        },
      ];
    case 'roll-off':
      return [
        {
          player: state.players[0],
          kind: 'roll-off',
          commands: ['roll-off'],
          message: `Roll off for ${stage.purpose} (R52).`,
        },
      ];
    case 'choose-edge':
      return [
        {
          player: stage.player,
          kind: 'choose-edge',
          commands: ['choose-edge'],
          message:
            state.scenario === 'invasion'
              ? 'Choose the table edge the attacker arrives from (XEN-SCEN-12).'
              : 'Choose your table edge (XEN-SCEN-03/04).',
        },
      ];
    case 'choose-role':
      return [
        {
          player: stage.player,
          kind: 'choose-role',
          commands: ['choose-role'],
          message: 'Choose to attack or defend (R22).',
        },
      ];
    case 'place-objective':
      return [
        {
          player: stage.player,
          kind: 'place-objective',
          commands: ['place-objective'],
          message: 'Place an objective marker.',
        },
      ];
    case 'choose-command-center':
      return awaitingSecretChoices(stage.choices).map((player) => ({
        player,
        kind: 'choose-command-center',
        commands: ['choose-command-center'],
        secret: true,
        message: 'Secretly choose which of your objectives is the real command center (XEN-SCEN-24).',
      }));
    case 'deploy':
      return [
        {
          player: stage.player,
          kind: 'deploy',
          commands: ['deploy-company'],
          message: 'Deploy a company (R52).',
        },
      ];
    case 'plan-turn':
      return awaitingSecretChoices(stage.plans).map((player) => ({
        player,
        kind: 'plan-turn',
        commands: ['plan-turn'],
        secret: true,
        message: 'Secretly order your companies and commit CP to initiative dice (XEN-TURN-02, XEN-CP-04).',
      }));
    case 'choose-initiative':
      return [
        {
          player: stage.player,
          kind: 'choose-initiative',
          commands: ['choose-initiative'],
          message: 'You won initiative: activate first or second (XEN-TURN-04).',
        },
      ];
    case 'activate':
      return [
        {
          player: stage.player,
          kind: 'activate',
          commands: ['activate-company', 'delay-company', 'skip-activation'],
          message: 'Activate your next company (XEN-TURN-07).',
        },
      ];
    case 'activation':
      return [
        {
          player: stage.player,
          kind: stage.phase,
          commands:
            stage.phase === 'first-movement' || stage.phase === 'second-movement'
              ? ['move-unit', 'end-phase']
              : ['end-phase'],
          message: `Company ${stage.company}: ${stage.phase.replace('-', ' ')} phase (XEN-TURN-14).`,
        },
      ];
    case 'break-test':
      return awaitingSecretChoices(stage.commits).map((player) => ({
        player,
        kind: 'break-test',
        commands: ['commit-break-cp'],
        secret: true,
        message:
          player === stage.tester
            ? 'Break test: commit leftover CP to lower the target (XEN-WIN-05/09).'
            : `Break test of ${opponentOf(state, player)}: commit leftover CP to raise the target (XEN-WIN-09).`,
      }));
    case 'game-over':
      return [];
  }
}
