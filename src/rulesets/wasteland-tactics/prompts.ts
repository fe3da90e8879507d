import type { Prompt } from 'sandtable';
import { findUnit } from './context';
import type { WastelandState } from './state';

const name = (state: WastelandState, id: string) => findUnit(state, id)?.name ?? id;

/** The open decisions of a Wasteland Tactics game, from its stage. */
export function wastelandPending(state: WastelandState): Prompt[] {
  const stage = state.stage;
  switch (stage.kind) {
    case 'start':
      return [
        {
          player: state.players[0] as string,
          kind: 'start',
          commands: ['start-game'],
          message: state.settings.randomMission
            ? 'Start the game: roll the mission (WT-MIS-01) and the deployment order (WT-DEP-03/04).'
            : 'Start the game: roll the deployment order (WT-DEP-03/04).',
        },
      ];
    case 'deploy':
      return [
        {
          player: stage.player,
          kind: 'deploy',
          commands: ['deploy-unit', 'hold-in-ambush'],
          message: 'Deploy a unit in your zone, farther than 24" from enemy units (WT-DEP-01/02).',
        },
      ];
    case 'activate':
      return [
        {
          player: stage.player,
          kind: 'activate',
          commands: ['activate-unit', 'arrive-from-ambush', 'issue-command'],
          message:
            'Activate a unit and declare its actions (WT-ACT-01), or bring a unit in from ambush (WT-SUR-06).',
        },
      ];
    case 'place-ambush':
      return [
        {
          player: stage.player,
          kind: 'place-ambush',
          commands: ['place-ambush'],
          message: `Place ${name(state, stage.unit)} farther than ${stage.distance}" from every enemy model and declare its one action (WT-SUR-06).`,
          constraints: { unit: stage.unit, distance: stage.distance },
        },
      ];
    case 'move':
      return [
        {
          player: stage.player,
          kind: 'move',
          commands: ['move-unit'],
          message: `Move ${name(state, stage.unit)} (WT-MOVE-01).`,
          constraints: { unit: stage.unit },
        },
      ];
    case 'charge-reaction':
      return [
        {
          player: stage.player,
          kind: 'charge-reaction',
          commands: ['react-to-charge'],
          message: `${name(state, stage.charger)} charges ${name(state, stage.unit)}: take a marker and a Will roll for a free Shoot? (WT-FIGHT-03)`,
          constraints: { unit: stage.unit, charger: stage.charger },
        },
      ];
    case 'casualties': {
      const loss = state.losses[0];
      return [
        {
          player: stage.player,
          kind: 'casualties',
          commands: ['allocate-casualties'],
          message: `${name(state, stage.unit)} takes ${loss?.hits.length ?? 0} hit(s): order its models to take them (R6).`,
          constraints: { unit: stage.unit, hits: loss?.hits.length ?? 0 },
        },
      ];
    }
    case 'nullify':
      return [
        {
          player: stage.player,
          kind: 'nullify',
          commands: ['nullify'],
          message: `${name(state, stage.caster)} manifests ${state.cast?.power ?? 'a power'}: nullify it with a Caster within 24", or decline (WT-CAST-03).`,
          constraints: { caster: stage.caster, face: state.cast?.face ?? 0 },
        },
      ];
    case 'game-over':
      return [];
  }
}
