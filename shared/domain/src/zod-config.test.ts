/**
 * @jest-environment jest-fixed-jsdom
 */
// In a browser the domain's schemas never make zod test `new Function` (the pages' content security policy refuses it
// and logs a violation), whichever schema module a page loads first. Modules are loaded inside the test, after the
// spy is in place: this file imports nothing of zod or the domain at its top.

const NativeFunction = globalThis.Function;
let constructed: unknown[][] = [];

beforeEach(() => {
  constructed = [];
  globalThis.Function = new Proxy(NativeFunction, {
    construct(target, args) {
      constructed.push(args);
      return Reflect.construct(target, args);
    },
  });
});
afterEach(() => {
  globalThis.Function = NativeFunction;
});

it.each(['./orders', './records', './classes', './index'])('loading %s builds its schemas without new Function', async (module) => {
  await jest.isolateModulesAsync(async () => {
    const loaded = (await import(module)) as Record<string, unknown>;
    expect(Object.keys(loaded).length).toBeGreaterThan(0);
  });
  expect(constructed).toEqual([]);
});
