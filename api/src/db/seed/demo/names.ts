/**
 * Small hand-written name lists for the demo (romanised Thai, as Thai families write them in English forms). Kept here
 * rather than pulled from a faker package: the demo needs a few hundred plausible names, not a dependency.
 */
import { schoolByName, type School } from '@backoffice/domain/schools';

export const THAI_FEMALE_FIRST_NAMES = [
  'Kanokwan', 'Pimchanok', 'Siriporn', 'Napasorn', 'Chanakan', 'Thanaporn', 'Pattarawadee', 'Kamonchanok',
  'Suphitcha', 'Natcha', 'Warisara', 'Ploypailin', 'Chutima', 'Pornpimol', 'Benjamas', 'Jiraporn', 'Nattaya',
  'Ratchanee', 'Sasithorn', 'Wanida', 'Arisa', 'Kanyarat', 'Nichapa', 'Praewa', 'Tanchanok', 'Busaba', 'Duangjai',
  'Yupaporn', 'Malinee', 'Orawan', 'Sukanya', 'Achara', 'Lalita', 'Panida', 'Rungnapa', 'Sirinya',
] as const;

export const THAI_MALE_FIRST_NAMES = [
  'Thanawat', 'Krit', 'Phuwadol', 'Nattapong', 'Chaiwat', 'Siwakorn', 'Kittipong', 'Pongsakorn', 'Teerapat', 'Worawit',
  'Jirayu', 'Panuwat', 'Sarawut', 'Thitipong', 'Anan', 'Pakorn', 'Rattapong', 'Supakit', 'Tanakrit', 'Weerachai',
  'Yossawat', 'Phakin', 'Chonlathit', 'Somchai', 'Prasert', 'Wichai', 'Boonsong', 'Ekkachai', 'Surasak', 'Niran',
  'Apichart', 'Chatchai', 'Damrong', 'Kasem', 'Montri', 'Sakda',
] as const;

export const THAI_SURNAMES = [
  'Srisuk', 'Wongsawat', 'Rattanakul', 'Suksawat', 'Thongchai', 'Boonmee', 'Jaidee', 'Siriwat', 'Kittisak', 'Phromma',
  'Saetang', 'Charoenwong', 'Tangsiri', 'Wattanakul', 'Limthongkul', 'Sukprasert', 'Pattanapong', 'Intharachat',
  'Kaewmanee', 'Sombat', 'Chantharasuk', 'Panyawong', 'Ruangrit', 'Sirisombat', 'Tanasugarn', 'Chotiwut',
  'Anantachai', 'Kongsuk', 'Meesuk', 'Promsiri', 'Sangthong', 'Thammasiri', 'Udomsak', 'Viriyakul', 'Yodprasit',
  'Bunyasiri', 'Chaisiri', 'Duangkaew', 'Hongthong', 'Jitpraphai', 'Kaewkla', 'Lertsiri', 'Mahasuk', 'Nimmanhaemin',
  'Ongsakul', 'Phonphan', 'Rojanawong', 'Sakulchai', 'Thepsuwan', 'Uthaisang', 'Wiriyapong', 'Arunrat', 'Boonyarit',
  'Chaiyaporn', 'Dechakul', 'Eiamsa-ard', 'Fuangfu', 'Klinhom', 'Lamsam', 'Manopas',
] as const;

export const NICKNAMES_FEMALE = [
  'Ploy', 'Mint', 'Fern', 'Bua', 'Praew', 'Nam', 'Pim', 'Kaew', 'Fah', 'Bam', 'Nook', 'Aom', 'Jan', 'Ice', 'Mook',
  'Ning', 'View', 'Gift', 'Pang', 'Mew',
] as const;

export const NICKNAMES_MALE = [
  'Boss', 'Beam', 'Tee', 'Ton', 'Film', 'Bank', 'Golf', 'Pete', 'Oat', 'Win', 'Nut', 'Mark', 'Art', 'Earth', 'Book',
  'Gun', 'Top', 'Bright', 'Ohm', 'Kao',
] as const;

/**
 * The demo's schools, taken from the domain's catalogue (@backoffice/domain/schools) by name: the eighteen in and around
 * Bangkok the demo has always drawn from, in the same order, so every demo student keeps the school (and the draws that
 * follow it) it had. Drawing from the whole catalogue instead would reshuffle the demo people the journeys name.
 */
const DEMO_SCHOOL_NAMES = [
  'Triam Udom Suksa School',
  'Chulalongkorn University Demonstration Secondary School',
  'Mahidol Wittayanusorn School',
  'Suankularb Wittayalai School',
  'Kasetsart University Laboratory School',
  'Assumption College',
  'Mater Dei School',
  'Saint Joseph Convent School',
  'Bangkok Christian College',
  'Satri Witthaya School',
  'Bangkok Patana School',
  'NIST International School',
  'Harrow International School Bangkok',
  'Shrewsbury International School',
  'Ruamrudee International School',
  'KIS International School',
  'St. Andrews International School Sukhumvit',
  'Wells International School',
] as const;

export const SCHOOLS: readonly School[] = DEMO_SCHOOL_NAMES.map((name) => {
  const school = schoolByName(name);
  if (!school) throw new Error(`The demo school ${name} is not in the schools catalogue`);
  return school;
});
