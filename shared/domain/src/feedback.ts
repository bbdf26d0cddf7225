/**
 * Feedback review: the wire contract of /user_input/feedback shared by mf-ops and the API (back-office §2 Feedback
 * screen, §3 Feedback, §7 GET /user_input/feedback and getFeedback, §9 Feedback and paging).
 */
import './zod-config';
import { z } from 'zod';
import { idSchema, userRefSchema } from './records';
import { optionalText, TEXT_MAX } from './text';

/** Pages of 10, 1-based (spec §9). */
export const FEEDBACK_PAGE_SIZE = 10;
/** The rating scale; the rating filter's default is all five values (spec §9). */
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];
/** The class search answers at most this many classes. */
export const FEEDBACK_CLASS_SEARCH_LIMIT = 20;
/** A lesson list holds at most this many lessons (a long-running class has a few hundred with feedback). */
export const FEEDBACK_LESSON_LIMIT = 1000;
/** The deepest offset the list takes: past 100,000 entries a filter is a better tool than paging. */
export const FEEDBACK_MAX_OFFSET = 1_000_000;

export const FEEDBACK_MESSAGES = {
  ratingInvalid: 'rating must be a whole number from 1 to 5',
  commentedInvalid: "commented must be 'true' or 'false'",
} as const;

const ratingValue = z.coerce
  .number({ error: FEEDBACK_MESSAGES.ratingInvalid })
  .int(FEEDBACK_MESSAGES.ratingInvalid)
  .min(1, FEEDBACK_MESSAGES.ratingInvalid)
  .max(5, FEEDBACK_MESSAGES.ratingInvalid);

/** `rating=1&rating=4` or one `rating=4`: the values, each once, in scale order. */
const ratingList = z
  .union([ratingValue, z.array(ratingValue).max(FEEDBACK_RATINGS.length * 2)])
  .transform((value) => {
    const chosen = new Set(Array.isArray(value) ? value : [value]);
    return FEEDBACK_RATINGS.filter((rating) => chosen.has(rating));
  });

/** 'true' or 'false' as a query string carries them; anything else is refused rather than read as false. */
const queryFlag = z.enum(['true', 'false'], { error: FEEDBACK_MESSAGES.commentedInvalid }).transform((value) => value === 'true');

/**
 * GET /user_input/feedback: sort created desc, max 10 (spec §7); getFeedback's filter as typed parameters — `rating`
 * (repeated, default all five), `class` (the class's lessons), `lesson` (one lesson), `commented=true` (content not
 * empty).
 */
export const feedbackListQuerySchema = z.object({
  max: z.coerce.number().int().min(1).max(100).default(FEEDBACK_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(FEEDBACK_MAX_OFFSET).default(0),
  sortBy: z.enum(['created']).default('created'),
  order: z.enum(['desc']).default('desc'),
  class: idSchema.optional(),
  lesson: idSchema.optional(),
  rating: ratingList.optional(),
  commented: queryFlag.default(false),
});
export type FeedbackListQuery = z.input<typeof feedbackListQuerySchema>;

/**
 * One feedback entry (spec §3 Feedback) as the list shows it. `created_by` is null when the student asked to stay
 * anonymous (`allow_anonymous`): the server never sends the author then, whoever asks. `feedback_target_id` is the
 * lesson; `class_obj` names its class.
 */
export const feedbackItemSchema = z.object({
  _id: idSchema,
  created_by: userRefSchema.nullable(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  created: z.iso.datetime({ offset: true }),
  feedback_target_id: idSchema.nullable(),
  feedback_target_object: z.object({ class: idSchema.nullable(), name: z.string() }),
  class_obj: z.object({ _id: idSchema, name: z.string() }).nullable(),
  allow_anonymous: z.boolean(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** How many entries of the current filter have each rating, and their average (null when there are none). */
export const feedbackSummarySchema = z.object({
  by_rating: z.array(z.object({ rating: z.number().int().min(1).max(5), count: z.number().int() })),
  average: z.number().nullable(),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

/** The list answers `{ data, count }` (spec §7) and the summary of the whole filter, computed on the server. */
export const feedbackListResponseSchema = z.object({
  data: z.array(feedbackItemSchema),
  count: z.number().int(),
  summary: feedbackSummarySchema,
});
export type FeedbackListResponse = z.infer<typeof feedbackListResponseSchema>;

/** GET /user_input/feedback/classes: classes whose name contains `q` (case-insensitive, literal), by name. */
export const feedbackClassSearchQuerySchema = z.object({
  q: optionalText('Search', TEXT_MAX.search).pipe(z.string().min(1, 'Enter part of a class name')),
  max: z.coerce.number().int().min(1).max(100).default(FEEDBACK_CLASS_SEARCH_LIMIT),
});
export const feedbackClassOptionSchema = z.object({ _id: idSchema, name: z.string(), is_active: z.boolean() });
export type FeedbackClassOption = z.infer<typeof feedbackClassOptionSchema>;

/** GET /user_input/feedback/classes/{id}/lessons: the class and its lessons that have feedback, latest first. */
export const feedbackLessonOptionSchema = z.object({
  _id: idSchema,
  name: z.string(),
  scheduled_on: z.iso.datetime({ offset: true }),
  feedback_count: z.number().int(),
});
export type FeedbackLessonOption = z.infer<typeof feedbackLessonOptionSchema>;
export const feedbackClassLessonsResponseSchema = z.object({
  data: z.array(feedbackLessonOptionSchema),
  count: z.number().int(),
  class: z.object({ _id: idSchema, name: z.string() }),
});
export type FeedbackClassLessons = z.infer<typeof feedbackClassLessonsResponseSchema>;
