/**
 * Small hand-written name lists for the demo (romanised Thai, as Thai families write them in English forms). Kept here
 * rather than pulled from a faker package: the demo needs a few hundred plausible names, not a dependency.
 */

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

/** Schools in and around Bangkok, with the school type the profile form knows (people-records §2). */
export const SCHOOLS = [
  { name: 'Triam Udom Suksa School', type: 'government' },
  { name: 'Chulalongkorn University Demonstration Secondary School', type: 'government' },
  { name: 'Mahidol Wittayanusorn School', type: 'government' },
  { name: 'Suankularb Wittayalai School', type: 'government' },
  { name: 'Kasetsart University Laboratory School', type: 'government' },
  { name: 'Assumption College', type: 'others' },
  { name: 'Mater Dei School', type: 'others' },
  { name: 'Saint Joseph Convent School', type: 'others' },
  { name: 'Bangkok Christian College', type: 'others' },
  { name: 'Satri Witthaya School', type: 'government' },
  { name: 'Bangkok Patana School', type: 'international' },
  { name: 'NIST International School', type: 'international' },
  { name: 'Harrow International School Bangkok', type: 'international' },
  { name: 'Shrewsbury International School', type: 'international' },
  { name: 'Ruamrudee International School', type: 'international' },
  { name: 'KIS International School', type: 'international' },
  { name: 'St. Andrews International School Sukhumvit', type: 'international' },
  { name: 'Wells International School', type: 'international' },
] as const;

export type School = (typeof SCHOOLS)[number];
