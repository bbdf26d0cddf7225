/** The spec's user-facing messages, word for word (back-office §8, people-records §8). */
export const MESSAGES = {
  invalidUserType: 'Invalid user type',
  wrongCredentials: 'You have entered the wrong email or password',
  invalidEmail: 'You have entered an invalid email',
  cancelRemarkRequired: 'Please enter a reason for canceling the allocation',
  pollNameRequired: 'Please give it a name',
  pollTitleRequired: 'Please give it a title',
  pollTwoAnswers: 'At least 2 answers required',
  noUsersWithEmail: 'There are no users with that email',
  passwordEmpty: 'Fill in your new password',
  passwordWeak: 'Password need at least 8 characters, a lowercase letter, a capital letter & a number',
  passwordMismatch: 'Password that you have typed did not match',
  passwordChanged: 'Password changed successfully. Please login with new password next time.',
  noteSaved: 'Changes will be seen when you refresh',
  nameRequired: 'Name cannot be empty!',
  parentEmailRequired: 'Parent email cannot be empty!',
  parentEmailDuplicated: 'Parent email duplicated!',
  alreadyInClass: 'Already in class',
  notFound: 'Not found',
  remarkHelper: "*REQUIRED: Put 'NEW' if new student or 'EXISTING' if student is already registered",
} as const;

/** Messages the spec leaves to us; kept here so browser and server say the same thing. */
export const SERVER_MESSAGES = {
  unauthenticated: 'Please sign in to continue',
  sessionExpired: 'Your session has expired, please sign in again',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  emailRequired: 'Fill in your email',
  passwordRequired: 'Fill in your password',
  /** The database cannot be reached (a restart, a failover, its connections cut): the same request may succeed soon. */
  databaseUnavailable: 'The database is not available right now. Try again in a moment.',
  /** A route whose body is required, called without one. */
  bodyRequired: 'This request needs a body',
  /** A path whose %-encoding does not decode. */
  badUrl: 'This address is not valid',
  /** NUL and lone UTF-16 surrogates: PostgreSQL cannot store them, and no form can type them. */
  characterNotAllowed: (field: string) => `${field} contains a character that is not allowed`,
} as const;

export const EMPTY_STATES = {
  classNoLessons: 'This class currently has no lessons',
  noTutors: 'No tutors found',
  noTA: 'No TA found',
  noClasses: 'No classes found',
  noClassMatch: 'No class found matching that name',
  noOrders: 'There are no orders to display',
  noFeedback: 'No feedback was found',
  noZoomRoom: 'No zoom room created',
  noConsultation: (date: string) => `No student consulted on this date (${date})`,
  noStudentLesson: (date: string) => `No student lesson reported on this date (${date})`,
  noBirthday: 'No birthday student today',
  noAnnouncements: 'No Announcements',
} as const;
