import { describe, expect, it } from 'vitest';
import { runSaga } from './saga.ts';

describe('a saga', () => {
  it('runs its steps in order and undoes nothing when they all succeed', async () => {
    const done: string[] = [];
    const answer = await runSaga(
      () => {},
      async (saga) => {
        const a = await saga.step(
          'a',
          async () => {
            done.push('a');
            return 1;
          },
          async () => {
            done.push('undo a');
          },
        );
        const b = await saga.step('b', async () => {
          done.push('b');
          return a + 1;
        });
        return b;
      },
    );
    expect(answer).toBe(2);
    expect(done).toEqual(['a', 'b']);
  });

  it('undoes the steps done, the last first with what each answered, and throws the failure', async () => {
    const done: string[] = [];
    const failure = new Error('the third step failed');
    await expect(
      runSaga(
        () => {},
        async (saga) => {
          await saga.step(
            'hold',
            async () => 'places',
            async (held) => {
              done.push(`give back ${held}`);
            },
          );
          await saga.step(
            'pay',
            async () => 'attempt',
            async (attempt) => {
              done.push(`void ${attempt}`);
            },
          );
          await saga.step(
            'write',
            async () => {
              throw failure;
            },
            async () => {
              done.push('never');
            },
          );
        },
      ),
    ).rejects.toBe(failure);
    expect(done).toEqual(['void attempt', 'give back places']);
  });

  it('reports an undo that fails and still runs the others', async () => {
    const done: string[] = [];
    const reported: string[] = [];
    await expect(
      runSaga(
        (step, error) => reported.push(`${step}: ${(error as Error).message}`),
        async (saga) => {
          await saga.step(
            'hold',
            async () => 1,
            async () => {
              done.push('give back');
            },
          );
          await saga.step(
            'pay',
            async () => 2,
            async () => {
              throw new Error('provider down');
            },
          );
          throw new Error('later');
        },
      ),
    ).rejects.toThrow('later');
    expect(reported).toEqual(['pay: provider down']);
    expect(done).toEqual(['give back']);
  });
});
