// Entry of the offline page (offline.html), which the service worker shows when a page cannot load.
import { startOfflinePage } from './offline-page';

startOfflinePage();
