/**
 * The attribute SafeHtml puts on the element holding HTML from the server. A page the server
 * rendered with such HTML (the cookie notice, a static page's text) is taken over only once
 * DOMPurify has loaded: the browser's first render must show the same HTML (issue 37).
 */
export const SERVER_HTML_ATTRIBUTE = 'data-safe-html';

/** True when the document holds HTML from the server that SafeHtml rendered. */
export const holdsServerHtml = (within: ParentNode = document): boolean =>
  within.querySelector(`[${SERVER_HTML_ATTRIBUTE}]`) !== null;
