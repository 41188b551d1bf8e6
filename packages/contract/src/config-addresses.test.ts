import { describe, expect, it } from 'vitest';
import { isHttpsAddress, partnerLogoSrc } from './config.ts';

describe('the addresses of the museum’s settings', () => {
  it('takes an absolute https address without credentials as a link, and nothing else', () => {
    expect(isHttpsAddress('https://museum.example/imprint')).toBe(true);
    for (const wrong of [
      'http://museum.example',
      'museum.example',
      '//museum.example',
      'https://u:p@museum.example',
      'javascript:alert(1)',
      '',
    ])
      expect(isHttpsAddress(wrong), wrong).toBe(false);
  });

  it('serves a partner logo from the media library, an absolute address, or under /static', () => {
    expect(partnerLogoSrc('/media/abc/160.webp')).toBe('/media/abc/160.webp');
    expect(partnerLogoSrc('https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png');
    expect(partnerLogoSrc('//cdn.example/logo.png')).toBe('//cdn.example/logo.png');
    expect(partnerLogoSrc('/static/logo.svg')).toBe('/static/logo.svg');
    expect(partnerLogoSrc('logo.svg')).toBe('/static/logo.svg');
    expect(partnerLogoSrc('/logo.svg')).toBe('/static/logo.svg');
  });
});
