import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Runs axe on the page (or only inside `include`) and fails on any serious or critical violation, listing each with
 * the elements it found, so a failure says what to fix. WCAG 2.2 AA included: its target size (24px, or that much clear
 * space around a smaller target) is what Lighthouse's accessibility score checks too.
 */
export async function expectNoSeriousA11yViolations(page: Page, what: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder = builder.include(include);
  // A sandboxed frame runs no script, so axe cannot run inside it and waits for it until the test times out; ours hold
  // the email preview (the message as sent), not the back office's own controls.
  builder = builder.exclude('iframe[sandbox]');
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
  expect(serious, `axe on ${what}`).toEqual([]);
}

/** The table's scroll area shows all of it: nothing is hidden to the right behind a sideways scroll. */
export async function expectNoSidewaysScroll(table: Locator, what: string): Promise<void> {
  const region = table.locator('xpath=ancestor::*[@role="region"][1]');
  const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth, `${what}: the table is ${scrollWidth}px wide in a ${clientWidth}px area`).toBeLessThanOrEqual(clientWidth + 1);
}

/** The element is drawn inside the window's width (not cut off at the right, nor scrolled away). */
export async function expectWithinViewportWidth(locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const width = locator.page().viewportSize()?.width ?? 0;
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box!.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the window (${width}px)`).toBeLessThanOrEqual(width);
}

/**
 * WCAG contrast of the element's text against what is painted behind it: its own background or, where that is
 * transparent, the nearest ancestor's. Colours with transparency are laid over that background first.
 */
export async function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => [
      top[0] * top[3] + bottom[0] * (1 - top[3]),
      top[1] * top[3] + bottom[1] * (1 - top[3]),
      top[2] * top[3] + bottom[2] * (1 - top[3]),
      1,
    ];
    const backgroundOf = (start: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let node = start; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const background = backgroundOf(element);
    const text = over(parse(getComputedStyle(element).color), background);
    const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  });
}

/** Presses Escape and checks that the dialog is gone and focus is back on what opened it. */
export async function expectEscapeReturnsFocus(page: Page, opener: Locator, what: string): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog'), `${what} closes with Escape`).toHaveCount(0);
  await expect(opener, `focus returns to what opened ${what}`).toBeFocused();
}
