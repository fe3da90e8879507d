import type { XzStepHandler } from '../queue';
import { assaultAllocateStep, assaultAttacksStep, assaultStrikeStep } from './attacks';
import {
  assaultConsolidateStep,
  assaultEndStep,
  assaultMoraleStep,
  assaultResultStep,
  assaultWithdrawStep,
} from './result';
import { strikeOrderStep } from './strike-order';

/** XZ-ASLT-07 … XZ-ASLT-20: the assault's queued step kinds and their handlers (joined into `STEP_HANDLERS`). */
export const ASSAULT_STEP_HANDLERS: Readonly<Record<string, XzStepHandler>> = {
  'assault-strike-order': strikeOrderStep,
  'assault-attacks': assaultAttacksStep,
  'assault-strike': assaultStrikeStep,
  'assault-allocate': assaultAllocateStep,
  'assault-result': assaultResultStep,
  'assault-morale': assaultMoraleStep,
  'assault-withdraw': assaultWithdrawStep,
  'assault-consolidate': assaultConsolidateStep,
  'assault-end': assaultEndStep,
};
