import { parentOf } from '../../../test/factories';
import { newParentValues, parentPayload, parentValuesOf } from './parent-form';

const ZONE = 'Asia/Bangkok';

describe("the parent's payload", () => {
  it('sends the stored meta back as it was when nothing changed: no unticked flag or blank box it did not have', () => {
    const meta = {
      interested_topics: { debate: true },
      networking_circle: { friends: true, fb: false },
      occupation: { area: 'hospitality' },
      payment_mode: 'bank' as const,
    };
    const parent = parentOf(1, { meta });
    const payload = parentPayload(parentValuesOf(parent, ZONE), true, ZONE, parent.meta);
    expect(payload.meta).toEqual(meta);
  });

  it('sends a change, and a cleared flag or text the stored meta had as cleared', () => {
    const parent = parentOf(1, { meta: { interested_topics: { debate: true }, family_background: 'Two children' } });
    const values = parentValuesOf(parent, ZONE);
    values.topics.debate = false;
    values.topics.coding = true;
    values.family_background = '';
    const payload = parentPayload(values, false, ZONE, parent.meta);
    expect(payload.meta).toEqual({ interested_topics: { debate: false, coding: true }, family_background: '' });
  });

  it("leaves the counsellor-only fields out of what the other admins send, and a new parent's empty meta out altogether", () => {
    const values = newParentValues();
    values.payment_mode = 'cash';
    values.conflict = 'Often';
    expect(parentPayload(values, false, ZONE).meta).toEqual({});
    expect(parentPayload(values, true, ZONE).meta).toEqual({ conflict: 'Often', payment_mode: 'cash' });
  });
});
