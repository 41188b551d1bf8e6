/**
 * How a list's card picture loads (issue 37): the first card's, the largest picture of the first
 * screen, at once and ahead of other pictures; the others only as they come near the viewport.
 */
export function cardImageLoading(index: number) {
  return index === 0
    ? ({ fetchPriority: 'high', decoding: 'async' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
}
