import type { StudentLookupResult } from '@backoffice/domain/classes';
import { addableIds, lookupResultText } from './lookup-results';

const ann = { _id: 'd0000000-0000-4000-8000-000000000001', name: 'Ann', email: 'ann@demo.test' };
const bob = { _id: 'd0000000-0000-4000-8000-000000000002', name: 'Bob', email: 'bob@demo.test' };
const results: StudentLookupResult[] = [
  { email: 'ann@demo.test', status: 'found', user: ann },
  { email: 'bob@demo.test', status: 'already', user: bob },
  { email: 'who@demo.test', status: 'not_found', user: null },
  { email: 'ANN@demo.test', status: 'found', user: ann },
];

describe('lookup results', () => {
  it('adds the found accounts only, each once', () => {
    expect(addableIds(results)).toEqual([ann._id]);
  });

  it("reads 'Already in class', 'Not found', or the name found", () => {
    expect(results.map(lookupResultText)).toEqual(['Found: Ann', 'Already in class', 'Not found', 'Found: Ann']);
  });
});
