import { createContext, useContext } from 'react';
import type { RuleValues, SpecialValues } from './event-form.ts';

/**
 * How the opening hours' editor words and fills its rules when they make something else than an
 * event's slots: a guided tour's starts, where a rule's capacity is the number of guides (tours at
 * once), each taking the tour's participants. Without it, an event's words and defaults.
 */
export interface ScheduleTerms {
  /** The texts' keys of a rule's capacity field, its hint and the section's introduction. */
  capacityKey: string;
  capacityHintKey: string;
  introKey: string;
  /** Values for the hint (`{{participants}}`). */
  hintValues?: Record<string, string | number>;
  newRule: () => RuleValues;
  newSpecial: () => SpecialValues;
}

export const ScheduleTermsContext = createContext<ScheduleTerms | undefined>(undefined);

export const useScheduleTerms = () => useContext(ScheduleTermsContext);
