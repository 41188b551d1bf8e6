import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { isDatabaseUnavailable } from './faults.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** As drizzle hands a driver error on: wrapped, with the driver's error as `cause`. */
const wrapped = (cause: Error) => new Error('Failed query: select …', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a statement timeout', withCode('57014')],
    ['a lock timeout', withCode('55P03')],
    ['a terminated connection', withCode('57P01')],
    ['a deadlock', withCode('40P01')],
    ['a connection exception (class 08)', withCode('08006')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a wrapped lock timeout', wrapped(withCode('55P03'))],
  ])('is true for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('23505'))],
    ['an invalid date', withCode('22008')],
    ['an app error', new AppError(409, 'CHECKOUT_BUSY', 'busy')],
    ['a plain error', new Error('boom')],
    ['not an error', 'Connection terminated'],
  ])('is false for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
