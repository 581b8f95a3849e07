import { pinClockAt } from '@/mocks/clock';

import { TEST_NOW } from './now';

// Before anything else of the test file: the process's Date reads TEST_NOW, then flows. Browser
// pages (tests/e2e/support/chromium.ts) and demo API servers are handed the same clock.
pinClockAt(TEST_NOW);
