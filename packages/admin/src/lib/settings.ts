import * as z from 'zod/mini';

/** Run-time settings, served beside index.html (/admin/settings.json), so one build serves any back-end. */
export const runtimeSettingsSchema = z.object({
  apiBase: z.string().check(z.minLength(1)),
  shop: z.int().check(z.positive()),
});
export type RuntimeSettings = z.infer<typeof runtimeSettingsSchema>;

export const SETTINGS_URL = `${import.meta.env.BASE_URL}settings.json`;

export async function loadRuntimeSettings(): Promise<RuntimeSettings> {
  const response = await fetch(SETTINGS_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`settings.json answered ${response.status}`);
  return runtimeSettingsSchema.parse(await response.json());
}
