import type { IssueWording } from 'sandtable/kit';

/** How Xenos & Zealots inputs are worded in a player's problems ("unit 2 ('Ashen Knights') › model entry 1 › wounds"). */
export const XZ_WORDING: IssueWording = {
  segments: {
    units: { noun: 'unit', name: 'name' },
    models: { noun: 'model entry', name: 'name' },
    weapons: { noun: 'weapon', name: 'name' },
    attacks: { noun: 'weapon system', name: 'weapon' },
    specials: { noun: 'special' },
    notes: { noun: 'note' },
    attachments: { noun: 'attachment', name: 'character' },
    offTableAssets: { noun: 'off-table asset', name: 'name' },
    terrain: { noun: 'terrain feature', name: 'id' },
    deploymentZones: { noun: 'deployment zone', name: 'id' },
    impassableOverrides: { noun: 'impassable cell' },
    points: { noun: 'point' },
  },
  fields: {
    ap: 'AP',
    rearTop: 'Rear & Top',
    blocksLOS: 'blocks line of sight',
    maxTurns: 'max turns',
  },
  ruleInMessage: /\((XZ-[A-Z]+-\d+|R\d+)[,)]/,
};
