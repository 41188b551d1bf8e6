import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The wallets' settings (issue 36), from the environment. Each wallet is all or nothing: none of its
 * variables set leaves it off (the shop shows no button), all of them set switches it on, and a
 * part of them stops the start with a message naming what is missing. Files are read and checked
 * at start, so a wrong path or a key that does not parse is said then, not at a visitor's click.
 * No message ever repeats a key, a passphrase or a file's content.
 */

export const APPLE_WALLET_VARIABLES = [
  'APPLE_WALLET_PASS_TYPE_ID',
  'APPLE_WALLET_TEAM_ID',
  'APPLE_WALLET_CERT',
  'APPLE_WALLET_KEY',
  'APPLE_WALLET_WWDR',
] as const;
/** Optional within the Apple set: the signer key's passphrase. */
const APPLE_WALLET_OPTIONAL = ['APPLE_WALLET_KEY_PASSPHRASE'] as const;
export const GOOGLE_WALLET_VARIABLES = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT'] as const;

const walletSettingsSchema = z.object({
  APPLE_WALLET_PASS_TYPE_ID: z
    .string()
    .regex(/^pass\.[A-Za-z0-9.-]+$/, { error: 'must be a pass type identifier, e.g. pass.org.museum.member' })
    .optional(),
  APPLE_WALLET_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, { error: 'must be the ten letters and digits of an Apple team id' })
    .optional(),
  APPLE_WALLET_CERT: z.string().min(1).optional(),
  APPLE_WALLET_KEY: z.string().min(1).optional(),
  APPLE_WALLET_KEY_PASSPHRASE: z.string().optional(),
  APPLE_WALLET_WWDR: z.string().min(1).optional(),
  GOOGLE_WALLET_ISSUER_ID: z
    .string()
    .regex(/^\d{5,25}$/, { error: 'must be the digits of a Google Wallet issuer id' })
    .optional(),
  GOOGLE_WALLET_SERVICE_ACCOUNT: z.string().min(1).optional(),
});

export interface AppleWalletSettings {
  passTypeId: string;
  teamId: string;
  /** PEM texts, read at start. */
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdr: string;
}

export interface GoogleWalletSettings {
  issuerId: string;
  /** The service account's e-mail address: the JWT's issuer. */
  clientEmail: string;
  /** Its RSA private key (PEM, PKCS#8), the JWT's RS256 signing key. */
  privateKey: string;
}

/** Which wallets are on: each absent while its settings are unset. */
export interface WalletSettings {
  apple?: AppleWalletSettings;
  google?: GoogleWalletSettings;
}

export class WalletSettingsError extends Error {}

const fail = (lines: string[]) =>
  new WalletSettingsError(
    `Invalid settings in the environment:\n${lines.map((line) => `  ${line}`).join('\n')}`,
  );

/** A file's text, or a problem naming the variable and the path (never the content). */
function readSetting(name: string, path: string, problems: string[]): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    problems.push(`${name}: cannot read the file ${path} (${code})`);
    return '';
  }
}

/** The wallets the environment switches on; a partial or wrong set throws WalletSettingsError. */
export function walletSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): WalletSettings {
  const present = Object.fromEntries(
    Object.entries(env).filter(
      ([name, value]) =>
        (name.startsWith('APPLE_WALLET_') || name.startsWith('GOOGLE_WALLET_')) &&
        value !== undefined &&
        value !== '',
    ),
  );
  const parsed = walletSettingsSchema.safeParse(present);
  if (!parsed.success)
    throw fail(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  const settings = parsed.data;
  const problems: string[] = [];
  const partial = (
    names: readonly (keyof typeof settings)[],
    optional: readonly string[],
    wallet: string,
  ) => {
    const given = [...names, ...optional].filter((name) => settings[name as keyof typeof settings]);
    if (given.length === 0) return false;
    const missing = names.filter((name) => !settings[name]);
    if (missing.length > 0)
      problems.push(
        `${wallet} is set only in part (${given.join(', ')}): also set ${missing.join(', ')}, or none of them to leave ${wallet} off`,
      );
    return missing.length === 0;
  };
  const wallets: WalletSettings = {};
  if (partial(APPLE_WALLET_VARIABLES, APPLE_WALLET_OPTIONAL, 'Apple Wallet')) {
    const apple = appleSettings(settings, problems);
    if (apple) wallets.apple = apple;
  }
  if (partial(GOOGLE_WALLET_VARIABLES, [], 'Google Wallet')) {
    const google = googleSettings(settings, problems);
    if (google) wallets.google = google;
  }
  if (problems.length > 0) throw fail(problems);
  return wallets;
}

type Parsed = z.infer<typeof walletSettingsSchema>;

function appleSettings(settings: Parsed, problems: string[]): AppleWalletSettings | undefined {
  const before = problems.length;
  const certificate = (name: 'APPLE_WALLET_CERT' | 'APPLE_WALLET_WWDR') => {
    const text = readSetting(name, settings[name] ?? '', problems);
    if (!text) return '';
    try {
      new X509Certificate(text);
    } catch {
      problems.push(`${name}: ${settings[name]} is not a PEM certificate`);
    }
    return text;
  };
  const signerCert = certificate('APPLE_WALLET_CERT');
  const wwdr = certificate('APPLE_WALLET_WWDR');
  const signerKey = readSetting('APPLE_WALLET_KEY', settings.APPLE_WALLET_KEY ?? '', problems);
  const passphrase = settings.APPLE_WALLET_KEY_PASSPHRASE;
  if (signerKey)
    try {
      createPrivateKey(passphrase ? { key: signerKey, passphrase } : signerKey);
    } catch {
      problems.push(
        `APPLE_WALLET_KEY: ${settings.APPLE_WALLET_KEY} is not a PEM private key${passphrase ? ' that APPLE_WALLET_KEY_PASSPHRASE opens' : ' (or it needs APPLE_WALLET_KEY_PASSPHRASE)'}`,
      );
    }
  if (problems.length > before) return undefined;
  return {
    passTypeId: settings.APPLE_WALLET_PASS_TYPE_ID ?? '',
    teamId: settings.APPLE_WALLET_TEAM_ID ?? '',
    signerCert,
    signerKey,
    ...(passphrase ? { signerKeyPassphrase: passphrase } : {}),
    wwdr,
  };
}

const serviceAccountSchema = z.object({ client_email: z.string().min(3), private_key: z.string().min(1) });

function googleSettings(settings: Parsed, problems: string[]): GoogleWalletSettings | undefined {
  const path = settings.GOOGLE_WALLET_SERVICE_ACCOUNT ?? '';
  const text = readSetting('GOOGLE_WALLET_SERVICE_ACCOUNT', path, problems);
  if (!text) return undefined;
  let account: z.infer<typeof serviceAccountSchema>;
  try {
    account = serviceAccountSchema.parse(JSON.parse(text));
    createPrivateKey(account.private_key);
  } catch {
    problems.push(
      `GOOGLE_WALLET_SERVICE_ACCOUNT: ${path} is not a service account's JSON key file (with client_email and private_key)`,
    );
    return undefined;
  }
  return {
    issuerId: settings.GOOGLE_WALLET_ISSUER_ID ?? '',
    clientEmail: account.client_email,
    privateKey: account.private_key,
  };
}
