import { type RuntimeSettings, runtimeSettingsSchema } from '@museum-shop/ui';
import { SETTINGS_INIT, SETTINGS_URL, takeEarlyAnswer } from './early-calls.ts';

/** Run-time settings (packages/ui), served beside index.html, so one build serves any back-end. */
export type { RuntimeSettings };

export async function loadRuntimeSettings(): Promise<RuntimeSettings> {
  const early = await takeEarlyAnswer(SETTINGS_URL);
  if (early) return runtimeSettingsSchema.parse(early.json);
  const response = await fetch(SETTINGS_URL, SETTINGS_INIT);
  if (!response.ok) throw new Error(`settings.json answered ${response.status}`);
  return runtimeSettingsSchema.parse(await response.json());
}
