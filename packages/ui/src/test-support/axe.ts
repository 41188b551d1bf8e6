import axe from 'axe-core';

/**
 * The WCAG 2.2 A and AA rules of axe-core over a rendered component, in jsdom, for the component
 * tests of both apps: what a component test can tell (names, roles, labels, ARIA); colour contrast needs a real layout and is the
 * browser journeys' (e2e/axe.ts). Answers each violation as "rule: target".
 */
export async function axeViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
