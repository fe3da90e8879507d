import { findUnit } from './context';
import type { WastelandTacticsPrompt } from './schemas/prompts';
import type { WastelandState } from './state';

const name = (state: WastelandState, id: string) => findUnit(state, id)?.name ?? id;

/** The open decisions of a Wasteland Tactics game, from its stage. */
export function wastelandPending(state: WastelandState): WastelandTacticsPrompt[] {
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
          commands: ['deploy-unit', 'hold-in-ambush', 'hold-for-scouting'],
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
    case 'setup-choice':
      return [
        {
          player: stage.player,
          kind: 'setup-choice',
          commands: ['choose-units'],
          message:
            stage.choice === 'traitors'
              ? 'Traitors: list your units in the order the D10 is rolled for them; the first to roll a 1 defects (WT-ADV-12).'
              : 'Terrible commander: name which of your tied leaders loses its Leadership (WT-ADV-11).',
          constraints: { choice: stage.choice },
        },
      ];
    case 'misfire': {
      const misfire = state.misfires?.[0];
      return [
        {
          player: stage.player,
          kind: 'misfire',
          commands: ['assign-misfires'],
          message: `${misfire?.weapons.length ?? 0} failed shot(s) at ${name(state, stage.unit)} hit the shooter's own units in the melee: say which each hits (WT-SHOOT-09).`,
          constraints: { units: [...(misfire?.units ?? [])], count: misfire?.weapons.length ?? 0 },
        },
      ];
    }
    case 'place-survivors':
      return [
        {
          player: stage.player,
          kind: 'place-survivors',
          commands: ['place-survivors'],
          message: `${name(state, stage.unit)}'s transport is destroyed: place its models within 3" of it (WT-SUR-55).`,
          constraints: { unit: stage.unit },
        },
      ];
    case 'recover':
      return [
        {
          player: stage.player,
          kind: 'recover',
          commands: ['recover'],
          message: `${name(state, stage.unit)} passed its Medic/Repair roll: return a destroyed model or restore a wound (WT-SUR-33).`,
          constraints: { unit: stage.unit },
        },
      ];
    case 'priority':
      return [
        {
          player: stage.player,
          kind: 'priority',
          commands: ['pass-priority', 'issue-command', 'call-air-support'],
          message: `Before morale step ${state.morale?.step ?? 1}: issue Commands or call Air support, then pass (R20).`,
          constraints: { step: state.morale?.step ?? 1 },
        },
      ];
    case 'game-over':
      return [];
  }
}
