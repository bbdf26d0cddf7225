import { groupList, reachText, resultLines } from './announcement-text';

describe('reachText', () => {
  it('says how many of the group the channel reaches', () => {
    expect(reachText({ students: 14, email: 12, sms: 9 }, 'email')).toBe('12 of 14 reached by email');
    expect(reachText({ students: 14, email: 12, sms: 9 }, 'sms')).toBe('9 of 14 reached by SMS');
    expect(reachText({ students: 0, email: 0, sms: 0 }, 'sms')).toBe('Nobody in this group');
  });
});

describe('resultLines', () => {
  it('lists what was queued, repeated and not reached, leaving out what did not happen', () => {
    expect(resultLines({ group: 'student', recipients: 14, queued: 12, repeated: 0, unreachable: 2 }, 'email')).toEqual([
      '12 messages queued',
      '2 students without an email address, not reached',
    ]);
    expect(resultLines({ group: 'student', recipients: 3, queued: 0, repeated: 2, unreachable: 1 }, 'sms')).toEqual([
      '0 messages queued',
      '2 already sent by an earlier try, not sent again',
      '1 student without a phone number, not reached',
    ]);
    expect(resultLines({ group: 'trial_student', recipients: 1, queued: 1, repeated: 0, unreachable: 0 }, 'sms')).toEqual([
      '1 message queued',
    ]);
    expect(resultLines({ group: 'video_student', recipients: 0, queued: 0, repeated: 0, unreachable: 0 }, 'email')).toEqual([
      'Nobody in this group',
    ]);
  });
});

describe('groupList', () => {
  it('joins the labels as a sentence', () => {
    expect(groupList(['trial_student'])).toBe('Trial students');
    expect(groupList(['student', 'video_student'])).toBe('Students and Video students');
    expect(groupList(['student', 'trial_student', 'video_student'])).toBe('Students, Trial students and Video students');
  });
});
