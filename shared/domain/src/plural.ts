/**
 * '1 lesson', '2 lessons', '0 classes': a count with its noun in the right number. English only, as the screens are; a
 * noun whose plural is not `noun + 's'` passes it.
 */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
