import * as z from 'zod';
import { didYouMean } from './keyword';
import { type UnitCard, UnitCardSchema } from './unit-card';
import { modelCount } from './unit-card-fields';
import { templateOf, WeaponProfileSchema } from './weapon';

/** R27 / XZ-MOVE-06: a character that starts the game attached to a unit, leading it. */
export const AttachmentSchema = z.strictObject({
  /** The id of a unit card with `"character": true`. */
  character: z.string().min(1).max(48),
  /** The id of the multiple-model unit it leads. */
  unit: z.string().min(1).max(48),
});

/** A starting attachment. */
export type Attachment = z.output<typeof AttachmentSchema>;

/** R3: an off-table asset: a reserve unit, or a strike (a weapon profile with a template, R14). */
export const OffTableAssetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('reserve'), unit: UnitCardSchema }),
  z.strictObject({ kind: z.literal('strike'), name: z.string().min(1).max(80), weapon: WeaponProfileSchema }),
]);

/** An off-table asset as written. */
export type OffTableAssetInput = z.input<typeof OffTableAssetSchema>;
/** An off-table asset. */
export type OffTableAsset = z.output<typeof OffTableAssetSchema>;

const ForceShape = z.strictObject({
  name: z.string().min(1).max(80),
  /** The race or faction, for display. */
  faction: z.string().min(1).max(60).optional(),
  /** R1: the force's units on the table, each a full unit card. */
  units: z.array(UnitCardSchema).min(1, { error: 'needs at least 1 unit (R1)' }).max(60),
  /** R27. */
  attachments: z.array(AttachmentSchema).max(20).default([]),
  /** R3: none by default. */
  offTableAssets: z.array(OffTableAssetSchema).max(12).default([]),
});

type ForceShapeOutput = z.output<typeof ForceShape>;

interface ForceProblem {
  path: (string | number)[];
  message: string;
  code: string;
  rule: string;
}

/** R1: unit ids are unique across the units and the reserves, so attachments and commands can name them. */
function idProblems(force: ForceShapeOutput): ForceProblem[] {
  const seen = new Set<string>();
  const out: ForceProblem[] = [];
  const check = (id: string, path: (string | number)[]) => {
    if (seen.has(id))
      out.push({
        path,
        code: 'duplicate-unit-id',
        rule: 'R1',
        message: `the id '${id}' is used by another unit of this force; give every unit its own id (R1)`,
      });
    seen.add(id);
  };
  force.units.forEach((unit, u) => {
    check(unit.id, ['units', u, 'id']);
  });
  force.offTableAssets.forEach((asset, a) => {
    if (asset.kind === 'reserve') check(asset.unit.id, ['offTableAssets', a, 'unit', 'id']);
  });
  return out;
}

/** R27 / XZ-MOVE-06: a character joins one multiple-model unit, and a unit takes at most one character. */
function attachmentProblems(force: ForceShapeOutput): ForceProblem[] {
  const out: ForceProblem[] = [];
  const byId = new Map<string, UnitCard>(force.units.map((u) => [u.id, u]));
  const ids = force.units.map((u) => u.id);
  const characters = new Set<string>();
  const led = new Set<string>();
  force.attachments.forEach((attachment, a) => {
    const character = byId.get(attachment.character);
    const unit = byId.get(attachment.unit);
    if (character === undefined)
      out.push({
        path: ['attachments', a, 'character'],
        code: 'unknown-unit',
        rule: 'R27',
        message: `no unit of this force has the id '${attachment.character}'${didYouMean(attachment.character, ids)} (R27)`,
      });
    else if (!character.character)
      out.push({
        path: ['attachments', a, 'character'],
        code: 'not-a-character',
        rule: 'R27',
        message: `'${character.name}' is not a character; only a unit card with "character": true can be attached (R27, XZ-MOVE-06)`,
      });
    if (unit === undefined)
      out.push({
        path: ['attachments', a, 'unit'],
        code: 'unknown-unit',
        rule: 'R27',
        message: `no unit of this force has the id '${attachment.unit}'${didYouMean(attachment.unit, ids)} (R27)`,
      });
    else if (unit.character || modelCount(unit) < 2 || unit.unitType === 'Artillery')
      out.push({
        path: ['attachments', a, 'unit'],
        code: 'cannot-take-character',
        rule: 'R27',
        message: `'${unit.name}' can't take a character: attach it to a multiple-model unit that is neither a character nor artillery (R27, XZ-MOVE-06)`,
      });
    if (characters.has(attachment.character))
      out.push({
        path: ['attachments', a, 'character'],
        code: 'character-attached-twice',
        rule: 'R27',
        message: `'${attachment.character}' is already attached to a unit; a character leads one unit (R27)`,
      });
    if (led.has(attachment.unit))
      out.push({
        path: ['attachments', a, 'unit'],
        code: 'unit-has-two-characters',
        rule: 'XZ-MOVE-06',
        message: `'${attachment.unit}' already has a character; the attached character becomes the one unit leader (XZ-MOVE-06, XZ-UNIT-02)`,
      });
    characters.add(attachment.character);
    led.add(attachment.unit);
  });
  return out;
}

/** R3 / R14: a strike is a ranged weapon profile with a template. */
function assetProblems(force: ForceShapeOutput): ForceProblem[] {
  return force.offTableAssets.flatMap((asset, a): ForceProblem[] => {
    if (asset.kind !== 'strike') return [];
    if (asset.weapon.type === 'assault')
      return [
        {
          path: ['offTableAssets', a, 'weapon', 'type'],
          code: 'assault-strike',
          rule: 'R3',
          message: 'a strike is fired from off the table, so its weapon can not be an assault weapon (R3)',
        },
      ];
    return templateOf(asset.weapon) === undefined
      ? [
          {
            path: ['offTableAssets', a, 'weapon', 'effect'],
            code: 'strike-without-template',
            rule: 'R3',
            message:
              'a strike lands on its aiming marker, so its Effect must be a template, e.g. { "template": "blast", "diameter": 5 } (R3, R14)',
          },
        ]
      : [];
  });
}

/** R1 / R3 / R27: a force: its unit cards, the characters attached at the start, and its off-table assets. */
export const ForceSchema = ForceShape.superRefine((force, ctx) => {
  for (const problem of [...idProblems(force), ...attachmentProblems(force), ...assetProblems(force)])
    ctx.addIssue({
      code: 'custom',
      path: problem.path,
      message: problem.message,
      params: { code: problem.code, rule: problem.rule },
    });
});

/** A force as written (defaults may be left out). */
export type ForceInput = z.input<typeof ForceSchema>;
/** A force, defaults filled in. */
export type Force = z.output<typeof ForceSchema>;
