import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LANGUAGES } from '../../lib/i18n.ts';
import { renderWithApi } from '../../test-support/render.tsx';
import { DateField, dateLocaleOf } from './DateField.tsx';
import { PeriodFields } from './PeriodFields.tsx';

/** The staff app's components and code, tests left out. */
const sources = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

afterEach(cleanup);

/** A date field whose value is kept as a caller keeps it (`YYYY-MM-DD`), reporting each change. */
function Kept({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Visit date"
      value={value}
      onChange={(changed) => {
        setValue(changed);
        onChange(changed);
      }}
    />
  );
}

/** The field's segments as a person sees them, and their kinds in order. */
function segments() {
  const group = screen.getByRole('group', { name: 'Visit date' });
  const spinbuttons = screen.getAllByRole('spinbutton');
  return {
    text: (group.textContent ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, ''),
    kinds: spinbuttons.map((segment) => segment.getAttribute('data-type')),
    spinbuttons,
  };
}

/** Types `text` into the focused segment as a keyboard does (React Aria reads beforeinput). */
function type(text: string) {
  for (const character of text) {
    const target = document.activeElement as HTMLElement;
    act(() => {
      target.dispatchEvent(
        new InputEvent('beforeinput', {
          data: character,
          inputType: 'insertText',
          bubbles: true,
          cancelable: true,
        }),
      );
    });
  }
}

describe('DateField (issue 34)', () => {
  it('shows the date day first in the English staff app (28/11/2026, not the US 11/28/2026), with its label', async () => {
    await renderWithApi(<Kept initial="2026-11-28" onChange={() => {}} />, {});
    const { text, kinds } = segments();
    expect(kinds).toEqual(['day', 'month', 'year']);
    expect(text).toBe('28/11/2026');
    expect(screen.getByText('Visit date')).toBeTruthy();
  });

  it.each(ADMIN_LANGUAGES)('writes dates day, month, year in %s', (language) => {
    const parts = new Intl.DateTimeFormat(dateLocaleOf(language), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .formatToParts(new Date(2026, 10, 28))
      .filter((part) => part.type !== 'literal')
      .map((part) => part.type);
    expect(parts).toEqual(['day', 'month', 'year']);
  });

  it('shows the German date as 28.11.2026', async () => {
    await renderWithApi(<Kept initial="2026-11-28" onChange={() => {}} />, {}, { language: 'de' });
    expect(segments().text).toBe('28.11.2026');
  });

  it('is typed by keyboard, day, month, year, and gives the caller YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    await renderWithApi(<Kept initial="" onChange={onChange} />, {});
    const [day] = segments().spinbuttons;
    act(() => day?.focus());
    type('05122026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-05');
    expect(segments().text).toBe('05/12/2026');
  });

  it('gives the caller no year still being typed (2, 20, 202), only the whole one', async () => {
    const onChange = vi.fn();
    await renderWithApi(<Kept initial="2026-11-28" onChange={onChange} />, {});
    const year = segments().spinbuttons[2];
    act(() => year?.focus());
    type('202');
    expect(onChange).not.toHaveBeenCalled();
    expect(segments().text).toBe('28/11/202');
    type('5');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('2025-11-28');
  });

  it('moves a day with the arrow keys', async () => {
    const onChange = vi.fn();
    await renderWithApi(<Kept initial="2026-11-28" onChange={onChange} />, {});
    const [day] = segments().spinbuttons;
    if (!day) throw new Error('no day segment');
    act(() => day.focus());
    fireEvent.keyDown(day, { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-29');
  });

  it('is the date field of the period filters: no screen uses the browser’s own', async () => {
    await renderWithApi(<PeriodFields from="2026-11-01" to="2026-11-30" onChange={() => {}} />, {});
    const shown = (name: string) =>
      (screen.getByRole('group', { name }).textContent ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '');
    expect(shown('From')).toBe('01/11/2026');
    expect(shown('To')).toBe('30/11/2026');
    const native = Object.entries(sources)
      .filter(([, source]) => /type=["']date["']|type:\s*["']date["']/.test(source))
      .map(([path]) => path);
    expect(Object.keys(sources).length).toBeGreaterThan(30);
    expect(native).toEqual([]);
  });
});
