import { type RuntimeSettings, runtimeSettingsSchema } from '@museum-shop/ui';

/** Run-time settings (packages/ui), served beside index.html (/admin/settings.json), so one build serves any back-end. */
export type { RuntimeSettings };

export const SETTINGS_URL = `${import.meta.env.BASE_URL}settings.json`;

export async function loadRuntimeSettings(): Promise<RuntimeSettings> {
  const response = await fetch(SETTINGS_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`settings.json answered ${response.status}`);
  return runtimeSettingsSchema.parse(await response.json());
}
