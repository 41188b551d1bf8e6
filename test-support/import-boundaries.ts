/**
 * The import boundaries of ARCHITECTURE.md, checked over source text (no node APIs, so the web
 * suite can feed it files read by Vite and the server suite files read from disk).
 *
 * - a file in `features/<a>/` imports nothing from `features/<b>/` (server and web): features meet
 *   in the server's `app.ts` and the web's `app/`;
 * - web `components/` and `lib/`, and server `plugins/`, `lib/` and `mail/`, import no feature;
 * - `packages/web` never imports `packages/server`, nor the server the web app: they share only
 *   `packages/contract`.
 */

/** One source file: its path from the repository root (`packages/web/src/…`) and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

export interface ImportViolation {
  file: string;
  specifier: string;
  rule: string;
}

/** Static imports and re-exports, `import()`, `require()` and Vitest's module mocks, over masked code. */
const IMPORT_PATTERNS = [
  /(?<![.\w$])(?:import|export)\b[^;"]*?\bfrom\s*"#(\d+)"/g,
  /(?<![.\w$])import\s*"#(\d+)"/g,
  /(?<![.\w$])(?:import|require)\s*\(\s*"#(\d+)"/g,
  /(?<![.\w$])vi\s*\.\s*(?:mock|doMock|unmock|importActual|importMock)\s*(?:<[^>]*>)?\s*\(\s*"#(\d+)"/g,
];

/** After one of these a `/` starts a regular expression, not a division. */
const BEFORE_REGEX = new Set('(,=:[!&|?{};+-*%<>~^'.split(''));
const KEYWORDS_BEFORE_REGEX =
  /(?:^|[^\w$])(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)\s*$/;

/**
 * The code with comments and regular expressions blanked and each quoted string replaced by
 * `"#<index>"` into `strings`, so that text inside strings or comments is never taken for an
 * import. Template literals are blanked whole. A lexer, not a parser: enough for import lines.
 */
function mask(text: string): { code: string; strings: string[] } {
  const strings: string[] = [];
  let code = '';
  let last = '';
  let i = 0;
  const endOfLine = (from: number) => {
    const end = text.indexOf('\n', from);
    return end === -1 ? text.length : end;
  };
  while (i < text.length) {
    const c = text[i] ?? '';
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      i = endOfLine(i);
      continue;
    }
    if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
      code += ' ';
      continue;
    }
    if (c === "'" || c === '"') {
      let value = '';
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') {
        if (text[j] === '\\') j += 1;
        value += text[j] ?? '';
        j += 1;
      }
      code += `"#${strings.length}"`;
      strings.push(value);
      last = '"';
      i = j + 1;
      continue;
    }
    if (c === '`') {
      let depth = 0;
      let j = i + 1;
      while (j < text.length && !(depth === 0 && text[j] === '`')) {
        if (text[j] === '\\') j += 1;
        else if (text[j] === '$' && text[j + 1] === '{') {
          depth += 1;
          j += 1;
        } else if (text[j] === '}' && depth > 0) depth -= 1;
        j += 1;
      }
      code += '``';
      last = '`';
      i = j + 1;
      continue;
    }
    if (c === '/' && (last === '' || BEFORE_REGEX.has(last) || KEYWORDS_BEFORE_REGEX.test(code.slice(-12)))) {
      let j = i + 1;
      let inClass = false;
      while (j < text.length && text[j] !== '\n' && (inClass || text[j] !== '/')) {
        if (text[j] === '\\') j += 1;
        else if (text[j] === '[') inClass = true;
        else if (text[j] === ']') inClass = false;
        j += 1;
      }
      code += ' ';
      last = ')';
      i = j + 1;
      continue;
    }
    code += c;
    if (!/\s/.test(c)) last = c;
    i += 1;
  }
  return { code, strings };
}

/** The module specifiers a file imports, in order of appearance. */
export function importSpecifiers(text: string): string[] {
  const { code, strings } = mask(text);
  const found: Array<{ at: number; specifier: string }> = [];
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of code.matchAll(pattern)) {
      const specifier = strings[Number(match[1])];
      if (specifier !== undefined) found.push({ at: match.index, specifier });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.specifier);
}

/** `a/b/../c/./d` → `a/c/d`; a path that climbs above the root keeps its leading `..`. */
function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

/** Where a specifier points, as a path from the repository root; bare package names stay as they are. */
export function resolveImport(fromFile: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const dir = fromFile.slice(0, Math.max(0, fromFile.lastIndexOf('/')));
  return normalise(`${dir}/${specifier}`);
}

interface Place {
  /** `web`, `server`, `contract` or another top-level place. */
  pkg: string;
  /** The path inside the package's `src/`, if it is there. */
  inSrc: string | undefined;
}

function placeOf(path: string): Place | undefined {
  if (path === '@museum-shop/server' || path.startsWith('@museum-shop/server/'))
    return { pkg: 'server', inSrc: undefined };
  if (path === '@museum-shop/web' || path.startsWith('@museum-shop/web/'))
    return { pkg: 'web', inSrc: undefined };
  const match = /^packages\/([^/]+)\/(.*)$/.exec(path);
  if (!match?.[1]) return undefined;
  const rest = match[2] ?? '';
  return { pkg: match[1], inSrc: rest.startsWith('src/') ? rest.slice(4) : undefined };
}

/** The feature a path inside a package's `src/` belongs to, if any. */
function featureOf(inSrc: string | undefined): string | undefined {
  return inSrc === undefined ? undefined : /^features\/([^/]+)\//.exec(inSrc)?.[1];
}

/** Folders of each package that are shared ground and must not depend on any feature. */
const FEATURE_FREE: Record<string, string[]> = {
  web: ['components/', 'lib/'],
  server: ['plugins/', 'lib/', 'mail/'],
};

/** Every import of `files` that crosses a boundary. */
export function findViolations(files: readonly SourceFile[]): ImportViolation[] {
  const violations: ImportViolation[] = [];
  for (const file of files) {
    const from = placeOf(file.path);
    if (!from) continue;
    const fromFeature = featureOf(from.inSrc);
    for (const specifier of importSpecifiers(file.text)) {
      const to = placeOf(resolveImport(file.path, specifier));
      if (!to) continue;
      const add = (rule: string) => violations.push({ file: file.path, specifier, rule });
      if ((from.pkg === 'web' && to.pkg === 'server') || (from.pkg === 'server' && to.pkg === 'web')) {
        add(`packages/${from.pkg} imports packages/${to.pkg}: they share only packages/contract`);
        continue;
      }
      if (to.pkg !== from.pkg) continue;
      const toFeature = featureOf(to.inSrc);
      if (toFeature === undefined) continue;
      if (fromFeature !== undefined && fromFeature !== toFeature)
        add(`features/${fromFeature} imports features/${toFeature}: features meet in app, not in each other`);
      const shared = FEATURE_FREE[from.pkg]?.find((folder) => from.inSrc?.startsWith(folder));
      if (shared) add(`${from.pkg} ${shared} imports features/${toFeature}: shared code imports no feature`);
    }
  }
  return violations;
}

/** One line per violation, for a test failure that says what to fix. */
export function describeViolations(violations: readonly ImportViolation[]): string {
  return violations.map((v) => `${v.file}: '${v.specifier}' (${v.rule})`).join('\n');
}
