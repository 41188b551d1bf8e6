export type SizeClass = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** The window size class (spec §4): XS up to 544 px, SM over 544, MD over 768, LG over 992, XL over 1200. */
export function sizeClassFor(width: number): SizeClass {
  if (width > 1200) return 'xl';
  if (width > 992) return 'lg';
  if (width > 768) return 'md';
  if (width > 544) return 'sm';
  return 'xs';
}
