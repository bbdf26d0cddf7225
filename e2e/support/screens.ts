import type { Locator, Page } from '@playwright/test';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rows of a table that hold data (the empty state is a row of one cell spanning the table). */
export function dataRows(table: Locator): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell') });
}

/** The facts of the lesson detail: the description of a term ('Date and time' → its value). */
export function fact(page: Page, term: string): Locator {
  return page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::*[1]');
}
