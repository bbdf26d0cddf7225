/** The teacher's report on a lesson (`lesson_meta`, back-office §3): its score keys and the unreported placeholder. */

/** What an unreported score or answer holds ("Unset scores default to a placeholder"). */
export const UNREPORTED = '---';

/** The five engagement items, each scored 1–6. */
export const ENGAGEMENT_KEYS = [
  'engagementParticipation',
  'engagementDistracted',
  'engagementTiredBored',
  'engagementMotivate',
  'engagementAskQuestions',
] as const;

/** The five skill-mastery items, each scored 1–6. */
export const SKILL_MASTERY_KEYS = [
  'skillMasteryAnswerQuestion',
  'skillMasteryConfused',
  'skillMasteryShowUnderstanding',
  'skillMasteryParticipative',
  'skillMasteryUnderstandConcept',
] as const;
