/** Word lists the generator draws from. Romanised Thai names, as the centre's records hold them. */

export const FIRST_NAMES_M = [
  'Somchai', 'Somsak', 'Nattapong', 'Kittipong', 'Thanakorn', 'Wichai', 'Anan', 'Narong', 'Prasert', 'Thanawat',
  'Chaiwat', 'Pongsakorn', 'Sarawut', 'Teerapat', 'Jirayu', 'Phuripat', 'Krit', 'Nawin', 'Panupong', 'Tanapat',
  'Sittichai', 'Worawit', 'Apichat', 'Kasem', 'Ekkachai', 'Rattapon', 'Chanathip', 'Pakorn', 'Supachai', 'Weerachai',
];

export const FIRST_NAMES_F = [
  'Suda', 'Malee', 'Pimchanok', 'Chayanin', 'Pattaraporn', 'Siriporn', 'Kanya', 'Ratana', 'Jintana', 'Supaporn',
  'Natcha', 'Ploypailin', 'Kanokwan', 'Waraporn', 'Thitima', 'Arisa', 'Benjamas', 'Chutima', 'Duangjai', 'Kamonwan',
  'Lalita', 'Nalinee', 'Orathai', 'Panida', 'Rinrada', 'Sasithorn', 'Tippawan', 'Urairat', 'Wilasinee', 'Yupin',
];

export const LAST_NAMES = [
  'Srisuk', 'Wongsawat', 'Chaiyaporn', 'Boonmee', 'Saetang', 'Kittisak', 'Rattanakorn', 'Phongphan', 'Thongchai',
  'Sukprasert', 'Jaidee', 'Kaewmanee', 'Suwannarat', 'Charoenrat', 'Ruangrit', 'Sombat', 'Intharasuk', 'Panyasiri',
  'Chantarasombat', 'Limpaiboon', 'Tangsakul', 'Wattanapong', 'Siripanich', 'Noppakun', 'Prasertsuk', 'Yodkhao',
  'Buranasiri', 'Kongkaew', 'Meesuk', 'Pornpattana', 'Sangthong', 'Thammasat', 'Udomsin', 'Vichitchai', 'Anusorn',
  'Bunnag', 'Chinawat', 'Decha', 'Hongladarom', 'Jirasakul',
];

export const NICKNAMES = [
  'Ploy', 'Bee', 'Mint', 'Film', 'Bank', 'Beam', 'Fah', 'Pim', 'Toon', 'Gun', 'Earth', 'Fern', 'Namwan', 'Praew',
  'Nong', 'Best', 'Boss', 'Champ', 'Ice', 'Jane', 'Kim', 'May', 'New', 'Oat', 'Pond', 'Pun', 'Tae', 'View', 'Win', 'Yok',
];

export const SCHOOLS = [
  'Triam Udom Suksa School', 'Mahidol Wittayanusorn School', 'Satit Chula', 'Bangkok Patana School',
  'Harrow International School Bangkok', 'Shrewsbury International School', 'NIST International School',
  'Ruamrudee International School', 'Assumption College', 'Mater Dei School', 'Suankularb Wittayalai School',
  'Saint Joseph Convent School', 'Bodindecha (Sing Singhaseni) School', 'Satriwithaya School', 'Kasetsart University Laboratory School',
  'Chiang Mai University Demonstration School', 'Prince Royal\'s College', 'Regents International School Pattaya',
  'KIS International School', 'St Andrews International School', 'others',
];

export const SUBJECTS = [
  'English', 'Mathematics', 'Physics', 'Chemistry', 'Biology', 'Thai', 'Economics', 'History', 'Geography',
  'IELTS', 'SAT', 'TOEFL', 'Coding', 'Public Speaking', 'Creative Writing', 'Literature',
];

export const CLASS_PREFIXES = ['Intensive', 'Foundation', 'Advanced', 'Weekend', 'Holiday', 'Express', 'Core', 'Bridging', 'Mastery', 'Exam Prep'];
export const CLASS_KINDS = ['Workshop', 'Course', 'Bootcamp', 'Clinic', 'Programme', 'Masterclass', 'Tutorial'];
export const CLASS_TYPES = ['Workshop', 'Workshop', 'Workshop', 'Course', 'Private', 'Group'];

/** Level tags of a class (spec §3 Level tag). */
export const LEVEL_TAGS = [
  'beginner', 'intermediate', 'advanced',
  'primary-4', 'primary-5', 'primary-6',
  'secondary-1', 'secondary-2', 'secondary-3', 'secondary-4',
  'junior-college-1', 'junior-college-2',
  'integrated-programme-3', 'integrated-programme-5',
  'international-baccalaureate-diploma-programme-1', 'international-baccalaureate-diploma-programme-2',
];

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export const LESSON_TOPICS = [
  'Reading comprehension', 'Essay structure', 'Quadratic equations', 'Trigonometry', 'Kinematics', 'Chemical bonding',
  'Cell biology', 'Thai grammar', 'Supply and demand', 'World War II', 'Map reading', 'IELTS Writing Task 2',
  'IELTS Speaking Part 2', 'SAT Math: linear equations', 'TOEFL listening', 'Python loops', 'Persuasive speech',
  'Short story openings', 'Poetry analysis', 'Past paper review', 'Vocabulary building', 'Probability', 'Electricity',
  'Organic chemistry', 'Genetics', 'Calculus: derivatives', 'Functions and graphs', 'Debate practice', 'Mock test',
];

export const REPORT_COMMENTS = [
  'Good participation today, keep it up.', 'Needs more practice on the homework questions.',
  'Was distracted in the second half of the lesson.', 'Excellent progress since last week.',
  'Struggled with the new concept; we will revise it next lesson.', 'Came unprepared, homework not done.',
  'Asked very good questions.', 'Quiet today, seemed tired.', 'Answered most questions correctly.',
  'Please encourage reading at home.', 'Ready for the mock test.', 'Late again; please remind the parent.',
  'Very motivated, completed the extension task.', 'Needs to work on time management in tests.',
];

export const HOMEWORK_COMMENTS = ['', '', 'Worksheet 3', 'Past paper 2019', 'Finish exercise 4B', 'Read chapter 5', 'Essay draft'];

export const FOLLOW_UP_NOTES = [
  'Called the parent, will follow up next week.', 'Discussed with the tutor.', 'Parent informed by LINE.',
  'Student to attend the extra clinic.', 'Suggested a consultation with the counsellor.', 'No further action needed.',
];

export const CAREER_GOALS = ['Doctor', 'Engineer', 'Lawyer', 'Architect', 'Entrepreneur', 'Diplomat', 'Data scientist', 'Pilot', 'Teacher', 'Not sure yet'];
export const STUDY_GOALS = ['Enter a top university abroad', 'Improve school grades', 'Pass IELTS 7.0', 'SAT 1400+', 'Get a scholarship', 'Enter a Thai medical school'];
export const TARGET_COUNTRIES = ['us', 'uk', 'canada', 'others'];
export const STUDY_AREAS = ['business', 'engineering', 'health-sciences-and-technologies', 'computer-science-and-mathematics', 'social-sciences-and-law', 'architecture', 'education'];
export const OCCUPATION_AREAS = ['Business owner', 'Government', 'Medicine', 'Engineering', 'Finance', 'Education', 'Law', 'Retail', 'Hospitality'];
export const FAMILY_BACKGROUNDS = ['Two children, both at international schools.', 'Only child.', 'Family business in Bangkok.', 'Parents work abroad part of the year.', 'Three siblings, eldest studying in the UK.'];
export const BACKGROUNDS = ['Transferred from a government school last year.', 'Strong in maths, weaker in writing.', 'Preparing for university applications.', 'Wants to study abroad.', 'Has taken classes with us before.'];

export const ORDER_REMARKS = ['NEW', 'EXISTING', 'NEW', 'EXISTING', 'EXISTING', 'Renewal for next term', 'Sibling discount applied', 'Paid at the counter'];
export const CANCEL_REMARKS = ['Schedule clash with school exams', 'Student moved to another class', 'Duplicate allocation', 'Parent asked for a refund', 'Trial not continued'];
export const DISCOUNT_CODES = ['EARLYBIRD', 'SIBLING10', 'RENEW5', 'TRIAL50', 'FRIEND20'];

export const FEEDBACK_GOOD = ['The teacher explained everything clearly.', 'Really enjoyed the lesson!', 'Very helpful practice questions.', 'Fun and useful.', 'I finally understand this topic.'];
export const FEEDBACK_MIXED = ['It was okay, a bit fast.', 'Good content but the room was noisy.', 'Would like more examples.', 'The Zoom connection was unstable.'];
export const FEEDBACK_BAD = ['Too difficult for me.', 'The lesson started late.', 'I did not understand the homework.', 'Too much talking, not enough practice.'];

export const CONSULTATION_NOTES = ['Discussed university options in the UK.', 'Parent worried about maths grades.', 'Agreed on an IELTS timeline.', 'Talked about career interests and work experience.', 'Reviewed last term\'s reports.'];
export const ACTION_PLANS = ['Book an IELTS mock test.', 'Add a weekly maths clinic.', 'Prepare the personal statement draft.', 'Follow up with the parent in two weeks.', 'Enrol in the SAT bootcamp.'];
