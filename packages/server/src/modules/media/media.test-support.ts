import { crc32 } from 'node:zlib';
import type { AppConfig, Language } from '@museum-shop/contract';
import sharp from 'sharp';
import { type Database, type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { shops } from '../../db/schema/config.ts';
import { demoConfig } from '../../db/seed/shop.ts';
import { freshDatabase } from '../../test-support/build.ts';

/** A migrated database of the test's own (PGlite, or PostgreSQL in that suite), without the demo. */
export async function mediaDatabase(): Promise<{
  handle: DatabaseHandle;
  db: Database;
  close: () => Promise<void>;
}> {
  const { target, dispose } = await freshDatabase({ migrated: true });
  const handle = await openDatabase(target);
  return {
    handle,
    db: handle.db,
    close: async () => {
      await handle.close();
      await dispose();
    },
  };
}

/** A shop of its own id (not the demo's 1), offering `languages`, without a logo unless `theme` names one. */
export async function insertShop(
  db: Database,
  id: number,
  languages: Language[],
  theme: Partial<AppConfig['theme']> = {},
): Promise<AppConfig> {
  const { logo: _demoLogo, ...colours } = demoConfig.theme;
  const config: AppConfig = { ...demoConfig, languages, theme: { ...colours, ...theme } };
  await db.insert(shops).values({ id, defaultLanguage: languages[0] ?? 'en', config });
  return config;
}

/** A plain red picture of `width` × `height`. */
export const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c00' } });

/** A JPEG with EXIF a camera would leave (maker, GPS-like comment, copyright): none of it may survive. */
export const jpegWithExif = (width: number, height: number, orientation?: number) => {
  const withExif = picture(width, height).withExif({
    IFD0: { Make: 'Secret Camera', Copyright: 'Jane Doe', ImageDescription: 'home 52.5200N 13.4050E' },
  });
  return (orientation ? withExif.withMetadata({ orientation }) : withExif).jpeg().toBuffer();
};

/**
 * A PNG whose header claims `width` × `height` (its pixels do not follow): sharp reads the header
 * only, so a picture too large to make in a test can still be offered.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(16, 16).png().toBuffer());
  // The IHDR chunk follows the 8-byte signature: length (4), type (4), width (4), height (4), …, CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
