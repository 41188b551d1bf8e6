import { z } from 'zod';
import { folderMediaStore, type MediaStore, s3MediaStore } from './media-store.ts';

/**
 * Where the media library keeps its files (issue 34), from the environment: the database when
 * nothing is set; a folder with MEDIA_DIR; S3-compatible storage with MEDIA_S3_BUCKET and its
 * address and keys. One of the two at most.
 */
const mediaSettingsSchema = z
  .object({
    MEDIA_DIR: z.string().min(1).optional(),
    MEDIA_S3_BUCKET: z.string().min(3).max(63).optional(),
    MEDIA_S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
      .optional(),
    MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
    MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  })
  .superRefine((settings, context) => {
    if (settings.MEDIA_DIR && settings.MEDIA_S3_BUCKET)
      context.addIssue({
        code: 'custom',
        path: ['MEDIA_DIR'],
        message: 'set MEDIA_DIR or MEDIA_S3_BUCKET, not both: the media are kept in one place',
      });
    if (!settings.MEDIA_S3_BUCKET) return;
    for (const name of ['MEDIA_S3_ENDPOINT', 'MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY'] as const)
      if (!settings[name])
        context.addIssue({ code: 'custom', path: [name], message: 'is needed with MEDIA_S3_BUCKET' });
  });

export class MediaSettingsError extends Error {}

/** The media store the environment names; undefined: the database. A wrong setting stops the start. */
export function mediaStoreFromEnv(env: NodeJS.ProcessEnv = process.env): MediaStore | undefined {
  const present = Object.fromEntries(
    Object.entries(env).filter(
      ([name, value]) => name.startsWith('MEDIA_') && value !== undefined && value !== '',
    ),
  );
  const parsed = mediaSettingsSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new MediaSettingsError(`Invalid settings in the environment:\n${lines.join('\n')}`);
  }
  const settings = parsed.data;
  if (settings.MEDIA_DIR) return folderMediaStore(settings.MEDIA_DIR);
  if (
    settings.MEDIA_S3_BUCKET &&
    settings.MEDIA_S3_ENDPOINT &&
    settings.MEDIA_S3_ACCESS_KEY_ID &&
    settings.MEDIA_S3_SECRET_ACCESS_KEY
  )
    return s3MediaStore({
      endpoint: settings.MEDIA_S3_ENDPOINT,
      bucket: settings.MEDIA_S3_BUCKET,
      region: settings.MEDIA_S3_REGION,
      accessKeyId: settings.MEDIA_S3_ACCESS_KEY_ID,
      secretAccessKey: settings.MEDIA_S3_SECRET_ACCESS_KEY,
    });
  return undefined;
}
