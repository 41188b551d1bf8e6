import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ThrowawayWallets, throwawayWallets } from './wallet.test-support.ts';
import { WalletSettingsError, walletSettingsFromEnv } from './wallet-settings.ts';

// Issue 36: each wallet is switched on by its whole set of settings, checked at start; a part of a
// set stops the start with a message that names what is missing and never repeats a secret.

const apple = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('APPLE_WALLET_')));
const google = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('GOOGLE_WALLET_')));

describe('wallet settings', () => {
  let wallets: ThrowawayWallets;
  beforeAll(async () => {
    wallets = await throwawayWallets();
  });
  afterAll(() => {
    if (wallets) rmSync(wallets.dir, { recursive: true, force: true });
  });

  it('leaves both wallets off without settings, and switches each on with its whole set', () => {
    expect(walletSettingsFromEnv({ PORT: '3000', APPLE_WALLET_TEAM_ID: '' })).toEqual({});
    const both = walletSettingsFromEnv(wallets.env);
    expect(both.apple).toMatchObject({
      passTypeId: 'pass.org.museum.test',
      teamId: 'A1B2C3D4E5',
      signerKeyPassphrase: 'throwaway passphrase',
    });
    expect(both.google).toMatchObject({
      issuerId: '3388000000012345678',
      clientEmail: 'wallet@museum-test.iam.gserviceaccount.com',
    });
    expect(Object.keys(walletSettingsFromEnv(apple(wallets.env)))).toEqual(['apple']);
    expect(Object.keys(walletSettingsFromEnv(google(wallets.env)))).toEqual(['google']);
  });

  it('stops the start on a partial set, naming what is missing', () => {
    const { APPLE_WALLET_WWDR: _wwdr, APPLE_WALLET_TEAM_ID: _team, ...partApple } = apple(wallets.env);
    expect(() => walletSettingsFromEnv(partApple)).toThrow(WalletSettingsError);
    expect(() => walletSettingsFromEnv(partApple)).toThrow(
      /Apple Wallet is set only in part .*also set APPLE_WALLET_TEAM_ID, APPLE_WALLET_WWDR/,
    );
    expect(() => walletSettingsFromEnv({ APPLE_WALLET_KEY_PASSPHRASE: 'secret' })).toThrow(
      /Apple Wallet is set only in part/,
    );
    expect(() => walletSettingsFromEnv({ GOOGLE_WALLET_ISSUER_ID: '3388000000012345678' })).toThrow(
      /Google Wallet is set only in part .*also set GOOGLE_WALLET_SERVICE_ACCOUNT/,
    );
  });

  it('says which file is missing or wrong, without repeating a key or a passphrase', () => {
    const missing = { ...google(wallets.env), GOOGLE_WALLET_SERVICE_ACCOUNT: join(wallets.dir, 'nope.json') };
    expect(() => walletSettingsFromEnv(missing)).toThrow(
      /GOOGLE_WALLET_SERVICE_ACCOUNT: cannot read the file .*nope\.json \(ENOENT\)/,
    );
    const notJson = join(wallets.dir, 'not-a-key.json');
    writeFileSync(notJson, '{"private_key": "-----BEGIN PRIVATE KEY-----\\nsecret"}');
    expect(() =>
      walletSettingsFromEnv({ ...google(wallets.env), GOOGLE_WALLET_SERVICE_ACCOUNT: notJson }),
    ).toThrow(/is not a service account's JSON key file/);
    const wrongPassphrase = { ...apple(wallets.env), APPLE_WALLET_KEY_PASSPHRASE: 'not the passphrase' };
    let message = '';
    try {
      walletSettingsFromEnv(wrongPassphrase);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /APPLE_WALLET_KEY: .* is not a PEM private key that APPLE_WALLET_KEY_PASSPHRASE opens/,
    );
    expect(message).not.toContain('not the passphrase');
    expect(message).not.toContain('PRIVATE KEY');
    expect(() =>
      walletSettingsFromEnv({ ...apple(wallets.env), APPLE_WALLET_WWDR: wallets.env.APPLE_WALLET_KEY ?? '' }),
    ).toThrow(/APPLE_WALLET_WWDR: .* is not a PEM certificate/);
    expect(() => walletSettingsFromEnv({ ...apple(wallets.env), APPLE_WALLET_TEAM_ID: 'abc' })).toThrow(
      /APPLE_WALLET_TEAM_ID: must be the ten letters and digits/,
    );
  });
});
