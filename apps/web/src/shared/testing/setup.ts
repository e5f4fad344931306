import { configure } from '@testing-library/react';

// A findBy waits for what a component loads lazily (a dialog's chunk, the date picker): on a loaded 2-core machine
// that took longer than testing-library's default second. The wait ends as soon as the element is there.
configure({ asyncUtilTimeout: 5_000 });
