import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoImageFolder, imageFolder } from './image.ts';

describe('prepared database images', () => {
  it('name the demo by its museum day, so a new day makes a new demo', () => {
    const today = demoImageFolder('/images', '2031-03-12');
    expect(demoImageFolder('/images', '2031-03-12')).toBe(today);
    expect(demoImageFolder('/images', '2031-03-13')).not.toBe(today);
    expect(basename(today)).toMatch(/^demo-[0-9a-f]{16}-20310312$/);
    // Old demo images are removed by their kind's prefix (saveImage): the day keeps it.
    expect(today.startsWith(imageFolder('/images', true))).toBe(true);
  });
});
