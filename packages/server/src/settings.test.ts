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
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => readSettings({ [name]: value })).toThrow(SettingsError);
    expect(() => readSettings({ [name]: value })).toThrow(name);
  });
});
