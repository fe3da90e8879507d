import { closestMatch } from 'sandtable/kit';
import { didYouMean } from './keyword';
import { modelCount, modelStats, modelWeapons, type UnitCardFields } from './unit-card-fields';
import { type BodyKind, EFFECTIVE_NOTES, LARGE_BODIES, type ModelEntry, type UnitType } from './unit-stats';

type Card = UnitCardFields;

/** An issue a cross-field check adds: where, what, its stable code and rule. */
export interface CardProblem {
  path: (string | number)[];
  message: string;
  code: string;
  rule: string;
}

/** XZ-UNIT-02: a multiple-model unit has exactly one leader, and a leader entry is one model. */
function leaderProblems(card: Card): CardProblem[] {
  const leaders = card.models.flatMap((m, i) => (m.leader ? [i] : []));
  if (modelCount(card) <= 1) return [];
  if (leaders.length === 0)
    return [
      {
        path: ['models'],
        code: 'no-unit-leader',
        rule: 'XZ-UNIT-02',
        message: `${modelCount(card)} models but no unit leader; mark one model entry (count 1) with "leader": true (XZ-UNIT-02)`,
      },
    ];
  if (leaders.length > 1)
    return [
      {
        path: ['models', leaders[1] as number, 'leader'],
        code: 'several-unit-leaders',
        rule: 'XZ-UNIT-02',
        message: 'a unit has exactly one leader; remove "leader" from every entry but one (XZ-UNIT-02)',
      },
    ];
  const index = leaders[0] as number;
  return (card.models[index]?.count ?? 1) > 1
    ? [
        {
          path: ['models', index, 'count'],
          code: 'several-unit-leaders',
          rule: 'XZ-UNIT-02',
          message: 'the leader entry must be 1 model; put the others in their own entry (XZ-UNIT-02)',
        },
      ]
    : [];
}

/** XZ-STAT-10 / XZ-WPN-10: weapon names are unique, and models carry only weapons on the card. */
function weaponProblems(card: Card): CardProblem[] {
  const out: CardProblem[] = [];
  const names = card.weapons.map((w) => w.name);
  names.forEach((name, i) => {
    if (names.indexOf(name) !== i)
      out.push({
        path: ['weapons', i, 'name'],
        code: 'duplicate-weapon',
        rule: 'XZ-WPN-10',
        message: `the card already has a weapon named '${name}'; give each profile its own name (XZ-WPN-10)`,
      });
  });
  card.models.forEach((model, m) => {
    model.weapons?.forEach((name, w) => {
      if (!names.includes(name))
        out.push({
          path: ['models', m, 'weapons', w],
          code: 'unknown-weapon',
          rule: 'XZ-STAT-10',
          message: `'${name}' is not a weapon on this card${didYouMean(name, names, true)} (XZ-STAT-10)`,
        });
    });
  });
  return out;
}

/**
 * R11 / XZ-SMU-01 / XZ-SMU-05 / R13: large models have facings, a structure split covering each weapon they
 * carry once, and weapon mounts; infantry and beasts have one AV and wounds.
 */
function bodyProblems(card: Card): CardProblem[] {
  const out: CardProblem[] = [];
  card.models.forEach((model, m) => {
    const stats = modelStats(card, model);
    const at = (field: string) =>
      model[field as keyof ModelEntry] === undefined ? [field] : ['models', m, field];
    if (LARGE_BODIES.includes(model.body)) {
      if (typeof stats.armour === 'number')
        out.push({
          path: at('armour'),
          code: 'single-armour-on-large-model',
          rule: 'XZ-SMU-01',
          message: `a ${model.body} has Front / Side / Rear & Top armour; write { "front": …, "side": …, "rearTop": … } (XZ-SMU-01)`,
        });
      if (stats.structure === undefined) {
        out.push({
          path: ['models', m],
          code: 'missing-structure-split',
          rule: 'R11',
          message: `a ${model.body} needs a "structure" split into mobility points and attack points per weapon system, e.g. { "mobility": 2, "attacks": [{ "weapon": "Battle Cannon", "points": 1 }] } (R11, XZ-SMU-05)`,
        });
      } else {
        const carried = modelWeapons(card, model).map((w) => w.name);
        const split = stats.structure.attacks.map((a) => a.weapon);
        split.forEach((name, a) => {
          if (!carried.includes(name))
            out.push({
              path: [...at('structure'), 'attacks', a, 'weapon'],
              code: 'unknown-weapon',
              rule: 'XZ-SMU-05',
              message: `'${name}' is not a weapon this model carries${didYouMean(name, carried, true)} (XZ-SMU-05)`,
            });
          else if (split.indexOf(name) !== a)
            out.push({
              path: [...at('structure'), 'attacks', a, 'weapon'],
              code: 'duplicate-weapon-system',
              rule: 'XZ-SMU-09',
              message: `'${name}' has attack points twice; give each weapon system one entry (XZ-SMU-09)`,
            });
        });
        for (const name of carried)
          if (!split.includes(name))
            out.push({
              path: [...at('structure'), 'attacks'],
              code: 'weapon-without-structure',
              rule: 'XZ-SMU-09',
              message: `'${name}' has no attack points; every weapon system of a ${model.body} is lost to its own structure points (XZ-SMU-09)`,
            });
        if (model.body !== 'gun' && card.mobility.speed > 0 && stats.structure.mobility < 1)
          out.push({
            path: [...at('structure'), 'mobility'],
            code: 'missing-mobility-points',
            rule: 'XZ-SMU-05',
            message: `a moving ${model.body} needs at least 1 mobility point (XZ-SMU-05, XZ-SMU-08)`,
          });
      }
      // Card-level Wounds are for the card's infantry (an artillery crew); a card of large models only has none.
      const cardOfLargeOnly = card.models.every((other) => LARGE_BODIES.includes(other.body));
      if (model.wounds !== undefined || (cardOfLargeOnly && card.wounds !== undefined))
        out.push({
          path: model.wounds !== undefined ? ['models', m, 'wounds'] : ['wounds'],
          code: 'wounds-on-large-model',
          rule: 'R11',
          message: `a ${model.body} counts structure points, not wounds; remove "wounds" (R11)`,
        });
      modelWeapons(card, model).forEach((weapon) => {
        if (weapon.type !== 'assault' && weapon.mount === undefined)
          out.push({
            path: ['weapons', card.weapons.indexOf(weapon), 'mount'],
            code: 'missing-mount',
            rule: 'R13',
            message: `'${weapon.name}' is carried by a ${model.body}, so give its mount: turret, hull, large or sponson (R13, XZ-ARC-02)`,
          });
      });
    } else {
      if (typeof stats.armour !== 'number')
        out.push({
          path: at('armour'),
          code: 'facings-on-small-model',
          rule: 'R11',
          message: `a ${model.body} model uses one Armour Value, not facings (R11, XZ-STAT-02)`,
        });
      if (stats.wounds === undefined)
        out.push({
          path: ['models', m],
          code: 'missing-wounds',
          rule: 'XZ-STAT-04',
          message: `give the ${model.body} model's Wounds, on the card or on the model entry (XZ-STAT-04)`,
        });
      if (model.structure !== undefined)
        out.push({
          path: ['models', m, 'structure'],
          code: 'structure-on-small-model',
          rule: 'R11',
          message: `only vehicles, monsters and guns have a structure split; give the ${model.body} Wounds (R11)`,
        });
    }
  });
  return out;
}

/** XZ-UNIT-06 / XZ-UNIT-10 / R35 / XZ-SMU-16: the models fit the unit type, the artillery kind and the character flag. */
function typeProblems(card: Card): CardProblem[] {
  const out: CardProblem[] = [];
  const bodies = card.models.map((m) => m.body);
  const large = (b: BodyKind) => b === 'vehicle' || b === 'monster';
  const small = (b: BodyKind) => b === 'infantry' || b === 'beast';
  const fits: Record<UnitType, (b: BodyKind) => boolean> = {
    'Basic Infantry': small,
    'Mobile Infantry': small,
    'Mounted Infantry': small,
    'Vehicles and Monsters': large,
    Artillery: (b) => b === 'gun' || small(b),
  };
  bodies.forEach((body, m) => {
    if (!fits[card.unitType](body))
      out.push({
        path: ['models', m, 'body'],
        code: 'body-does-not-fit-unit-type',
        rule: 'XZ-UNIT-06',
        message: `a ${body} model can't be in a ${card.unitType} unit (XZ-UNIT-06)`,
      });
  });
  if (card.unitType === 'Artillery') {
    if (card.artillery === undefined)
      out.push({
        path: ['artillery'],
        code: 'missing-artillery-kind',
        rule: 'XZ-UNIT-06',
        message: 'say whether the artillery is "mobile" or "massive" (XZ-UNIT-06, XZ-UNIT-08, XZ-UNIT-09)',
      });
    if (card.artillery === 'vehicle-mounted')
      out.push({
        path: ['unitType'],
        code: 'vehicle-artillery-as-artillery',
        rule: 'XZ-UNIT-10',
        message:
          'an artillery piece mounted on a vehicle follows all the rules for vehicles, not the gun-and-crew rules: make the unit "Vehicles and Monsters" with a vehicle (or monster) model carrying the gun (XZ-UNIT-10)',
      });
    const guns = card.models.filter((m) => m.body === 'gun').reduce((n, m) => n + m.count, 0);
    const crew = card.models.filter((m) => small(m.body)).reduce((n, m) => n + m.count, 0);
    if (guns !== 1 || crew < 1)
      out.push({
        path: ['models'],
        code: 'bad-artillery-crew',
        rule: 'R35',
        message: `an artillery unit is one gun model (body "gun") and at least one crew model; this one has ${guns} gun(s) and ${crew} crew (R35)`,
      });
    const leader = card.models.find((m) => m.leader);
    if (leader?.body === 'gun')
      out.push({
        path: ['models', card.models.indexOf(leader), 'leader'],
        code: 'gun-as-leader',
        rule: 'R35',
        message: 'the unit leader must be a crew model, not the gun (R35)',
      });
    if (card.artillery === 'massive' && card.mobility.speed !== 0)
      out.push({
        path: ['mobility', 'speed'],
        code: 'massive-artillery-moves',
        rule: 'XZ-UNIT-09',
        message: 'Massive Artillery is immobile; set its speed to 0 (XZ-UNIT-09)',
      });
  } else if (card.artillery === 'vehicle-mounted') {
    if (card.unitType !== 'Vehicles and Monsters')
      out.push({
        path: ['artillery'],
        code: 'vehicle-artillery-without-vehicle',
        rule: 'XZ-UNIT-10',
        message: `vehicle-mounted artillery is carried by a vehicle or monster: make the unit "Vehicles and Monsters", or make it Artillery with a "mobile" or "massive" gun (XZ-UNIT-10, XZ-UNIT-06)`,
      });
  } else if (card.artillery !== undefined) {
    out.push({
      path: ['artillery'],
      code: 'artillery-kind-outside-artillery',
      rule: 'XZ-UNIT-06',
      message: `only Artillery units are "${card.artillery}" artillery; remove it, make the unit Artillery, or mount the gun on a vehicle ("vehicle-mounted", XZ-UNIT-10) (XZ-UNIT-06)`,
    });
  }
  if (card.character && (modelCount(card) !== 1 || !small(bodies[0] as BodyKind)))
    out.push({
      path: ['character'],
      code: 'bad-character',
      rule: 'XZ-SMU-16',
      message: 'a character is a single infantry or beast model (XZ-SMU-16, R27)',
    });
  return out;
}

/** R15: a note that is a near miss of a keyword with an effect is refused, so the effect is not silently lost. */
function noteProblems(card: Card): CardProblem[] {
  const known: readonly string[] = EFFECTIVE_NOTES;
  return card.notes.flatMap((note, n) => {
    if (known.includes(note)) return [];
    const guess = closestMatch(note, known);
    return guess === undefined
      ? []
      : [
          {
            path: ['notes', n],
            code: 'misspelt-note',
            rule: 'R15',
            message: `'${note}' looks like the note '${guess}', which has an effect; did you mean '${guess}'? (R15)`,
          },
        ];
  });
}

/** R32: a default assault weapon is an Assault weapon. */
function defaultAssaultProblems(card: Card): CardProblem[] {
  return card.defaultAssaultWeapon && card.defaultAssaultWeapon.type !== 'assault'
    ? [
        {
          path: ['defaultAssaultWeapon', 'type'],
          code: 'default-assault-not-assault',
          rule: 'R32',
          message: 'the default assault weapon must have type "assault" (R32)',
        },
      ]
    : [];
}

/** R1 / XZ-UNIT-02 / R11 / R35 / R15 / R32: every problem that spans several fields of a unit card, each reported once. */
export function unitCardProblems(card: Card): CardProblem[] {
  const seen = new Set<string>();
  return [
    ...leaderProblems(card),
    ...weaponProblems(card),
    ...bodyProblems(card),
    ...typeProblems(card),
    ...noteProblems(card),
    ...defaultAssaultProblems(card),
  ].filter((problem) => {
    const key = `${problem.code} ${JSON.stringify(problem.path)} ${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
