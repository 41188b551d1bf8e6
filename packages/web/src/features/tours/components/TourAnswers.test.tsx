import type { Tour } from '@museum-shop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tourQueryOptions } from '../api/get-tour.ts';
import { TourAnswers } from './TourAnswers.tsx';

afterEach(cleanup);

describe('a tour’s answers in the basket (issue 26)', () => {
  it('names each question the group answered, with the answer in words', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const tour = {
      questions: [
        {
          id: 1,
          type: 'select',
          question: 'Age group',
          mandatory: true,
          options: [{ value: 'k', label: 'Children' }],
        },
        { id: 2, type: 'text', question: 'Accessibility needs', mandatory: false, options: [] },
      ],
    } as unknown as Tour;
    client.setQueryData(tourQueryOptions('en', 5, undefined, undefined).queryKey, tour);
    render(
      <QueryClientProvider client={client}>
        <TourAnswers
          lang="en"
          tourId={5}
          answers={[
            { qId: 2, type: 'text', value: 'Step-free access' },
            { qId: 1, type: 'select', value: 'k' },
          ]}
        />
      </QueryClientProvider>,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const answers = screen.getAllByRole('definition').map((answer) => answer.textContent);
    expect(terms).toEqual(['Age group', 'Accessibility needs']);
    expect(answers).toEqual(['Children', 'Step-free access']);
  });
});
