import { describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from './settings.ts';

describe('settings', () => {
  it('has working defaults', () => {
    expect(readSettings({})).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data' });
  });

  it('treats an empty variable as unset', () => {
    const settings = readSettings({ PORT: '', DATABASE_URL: '' });
    expect(settings.PORT).toBe(3000);
    expect(settings.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/shop'],
    ['SMTP_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.300'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'loopback,,10.0.0.1'],
    ['TRUST_PROXY', '-1'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => readSettings({ [name]: value })).toThrow(SettingsError);
    expect(() => readSettings({ [name]: value })).toThrow(name);
  });

  it('takes the trusted proxies as a hop count or a list of addresses and ranges', () => {
    expect(readSettings({}).TRUST_PROXY).toBeUndefined();
    expect(readSettings({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(
      readSettings({ TRUST_PROXY: 'loopback, 10.0.0.0/8,2001:db8::/32, 192.0.2.7' }).TRUST_PROXY,
    ).toEqual(['loopback', '10.0.0.0/8', '2001:db8::/32', '192.0.2.7']);
  });
});
