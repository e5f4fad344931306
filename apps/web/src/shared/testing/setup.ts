import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A findBy waits for what a component loads lazily (a dialog's chunk, the date picker): on a loaded 2-core machine
// that took longer than testing-library's default second. The wait ends as soon as the element is there.
configure({ asyncUtilTimeout: 5_000 });

// What a test rendered is unmounted after it. Here, since setup files run for every test file and modules may not.
afterEach(cleanup);

// jsdom lays nothing out; ProseMirror (the rich-text editor) asks where a click or the caret is. No layout: no point.
// (The build's own tests share this setup in plain Node, where there is no document.)
if (typeof document !== 'undefined') {
  document.elementFromPoint ??= () => null;
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
}
