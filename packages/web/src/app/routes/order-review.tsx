import { PlaceholderScreen } from '../shell/PlaceholderScreen.tsx';

/** Placeholder until its feature is built: the screen's title and purpose. */
export function Component() {
  return <PlaceholderScreen />;
}
