// The web project's files share a worker's jsdom (isolate: false in vitest.config.ts): before each
// file, the page is as fresh as a jsdom of its own would be, so no file sees what another left.
// Each file's imports are still shared; module state is the tests' own to reset (the language, the
// API settings), as they do. The shop's code sets no cookies, so there are none to clear.
localStorage.clear();
sessionStorage.clear();
document.title = '';
document.documentElement.removeAttribute('lang');
document.documentElement.removeAttribute('dir');
document.documentElement.removeAttribute('style');
document.body.replaceChildren();
window.history.replaceState(null, '', '/');
