import type { Force, ForceInput } from '../schemas/force';
import type { Scenario, ScenarioInput } from '../schemas/scenario';
import { ASHEN_SUN_CRUSADE } from './ashen-sun-crusade';
import { bundledForce, bundledScenario } from './authoring';
import { ASHFALL_CROSSING, HIVE_SPIRE_ASSAULT } from './tables';
import { VYRKAI_BROOD } from './vyrkai-brood';

/** The ids of the bundled forces. */
export const BUNDLED_FORCE_IDS = ['ashen-sun-crusade', 'vyrkai-brood'] as const;

/** A bundled force's id. */
export type BundledForceId = (typeof BUNDLED_FORCE_IDS)[number];

/** The bundled forces as written (the input a player would give). */
export const BUNDLED_FORCE_INPUTS: Readonly<Record<BundledForceId, ForceInput>> = {
  'ashen-sun-crusade': ASHEN_SUN_CRUSADE,
  'vyrkai-brood': VYRKAI_BROOD,
};

/** The bundled forces, read and checked (a zealot and a xeno force that together use every catalogue feature). */
export const BUNDLED_FORCES: Readonly<Record<BundledForceId, Force>> = {
  'ashen-sun-crusade': bundledForce(ASHEN_SUN_CRUSADE),
  'vyrkai-brood': bundledForce(VYRKAI_BROOD),
};

/** The ids of the bundled tables. */
export const BUNDLED_SCENARIO_IDS = ['ashfall-crossing', 'hive-spire-assault'] as const;

/** A bundled table's id. */
export type BundledScenarioId = (typeof BUNDLED_SCENARIO_IDS)[number];

/** The bundled tables as written. */
export const BUNDLED_SCENARIO_INPUTS: Readonly<Record<BundledScenarioId, ScenarioInput>> = {
  'ashfall-crossing': ASHFALL_CROSSING,
  'hive-spire-assault': HIVE_SPIRE_ASSAULT,
};

/** The bundled tables, read and checked. */
export const BUNDLED_SCENARIOS: Readonly<Record<BundledScenarioId, Scenario>> = {
  'ashfall-crossing': bundledScenario(ASHFALL_CROSSING),
  'hive-spire-assault': bundledScenario(HIVE_SPIRE_ASSAULT),
};
