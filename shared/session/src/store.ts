import { createStore } from 'jotai';

/**
 * The one jotai store of the session. The shell renders `<Provider store={sessionStore}>`; jotai is a shared singleton
 * in module federation, so every remote reads this same store. The session's hooks name it explicitly too, so a
 * feature's own nested jotai Provider cannot hide the signed-in user.
 */
export const sessionStore = createStore();
