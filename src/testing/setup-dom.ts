import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// The DOM half of the unit setup, loaded by setup-tests.ts only in files with a DOM (happy-dom, or
// jsdom where a file asks for it): a file in the node environment has no window to stub and nothing
// rendered to clean up.

// findBy*/waitFor wait up to 8 s (default 1 s): the first render of a lazy route compiles its
// chunk's modules on demand, which on a loaded shared machine can take more than a second.
configure({ asyncUtilTimeout: 8000 });

// jsdom lacks these (happy-dom has some); Radix and responsive code use them.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    value: ResizeObserverStub,
  });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => {};

// Testing Library turns on React's act environment in hooks it registers when it is first imported,
// and turns it off after that file: where a worker runs several files (vitest.config.ts), it is
// imported once, so it is turned on here for each file.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
