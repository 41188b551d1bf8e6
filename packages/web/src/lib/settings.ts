import * as z from 'zod/mini';
import { SETTINGS_INIT, SETTINGS_URL, takeEarlyAnswer } from './early-calls.ts';

/** Run-time settings, served beside index.html, so one build serves any back-end. */
export const runtimeSettingsSchema = z.object({
  apiBase: z.string().check(z.minLength(1)),
  shop: z.int().check(z.positive()),
});
export type RuntimeSettings = z.infer<typeof runtimeSettingsSchema>;

export async function loadRuntimeSettings(): Promise<RuntimeSettings> {
  const early = await takeEarlyAnswer(SETTINGS_URL);
  if (early) return runtimeSettingsSchema.parse(early.json);
  const response = await fetch(SETTINGS_URL, SETTINGS_INIT);
  if (!response.ok) throw new Error(`settings.json answered ${response.status}`);
  return runtimeSettingsSchema.parse(await response.json());
}
