// The page's first script (start.js): a build of its own, without the federation runtime or any shared
// library, that the page runs as soon as it arrives (scripts/webpack/start-script.cjs).
import { startPage } from './start-page';

void startPage();
