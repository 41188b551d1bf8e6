/**
 * Raw bodies that a JSON call must refuse with a coded 4xx, whatever it expects: a bare string,
 * broken or empty JSON, a form, plain text, and a prototype key. `sample` is a body the call would
 * take, so the form and the text carry plausible fields.
 */
export function malformedRawBodies(url: string, sample: Record<string, unknown>) {
  const json = JSON.stringify(sample);
  const bodies: [what: string, body: string, type: string][] = [
    ['with a string body', '"x"', 'application/json'],
    ['with broken JSON', json.slice(0, -1), 'application/json'],
    ['with an empty JSON body', '', 'application/json'],
    [
      'as a form',
      new URLSearchParams(sample as Record<string, string>).toString(),
      'application/x-www-form-urlencoded',
    ],
    ['as text', json, 'text/plain'],
    ['with a prototype key', `{"__proto__":{"x":1},${json.slice(1)}`, 'application/json'],
  ];
  return bodies.map(([what, body, type]) => ({
    name: `${url} ${what}`,
    method: 'POST' as const,
    url,
    raw: { body, type },
  }));
}
