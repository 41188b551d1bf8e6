import * as z from 'zod/mini';

/** Run-time settings, served beside index.html, so one build serves any back-end. */
export const runtimeSettingsSchema = z.object({
  apiBase: z.string().check(z.minLength(1)),
  shop: z.int().check(z.positive()),
});
export type RuntimeSettings = z.infer<typeof runtimeSettingsSchema>;

export async function loadRuntimeSettings(): Promise<RuntimeSettings> {
  const response = await fetch('/settings.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`settings.json answered ${response.status}`);
  return runtimeSettingsSchema.parse(await response.json());
}
