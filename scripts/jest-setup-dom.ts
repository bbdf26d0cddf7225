// DOM test setup shared by every front-end package: jest-dom's matchers (toBeInTheDocument, toHaveAccessibleName...).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 5 s instead of 1 s. Under the whole suite on CI's two cores one query over a large
// dialog takes hundreds of milliseconds, so a debounced search's answer (300 ms, then MSW, then a render) overran the
// 1 s default once. A wait still fails when what it waits for never comes, only later.
configure({ asyncUtilTimeout: 5000 });
