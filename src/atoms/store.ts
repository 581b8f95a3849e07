import { createStore } from 'jotai';

/**
 * The app's single jotai store. The React tree gets it through <Provider store={appStore}>; code
 * outside React (the HTTP layer) reads the session from it directly.
 */
export const appStore = createStore();
