/**
 * Seeded randomness for the demo data. Every stream is named: the same name gives the same sequence on every machine
 * and every run, so the same `now` always produces the same rows and ids. Streams are separate per concern so that
 * adding a draw in one module does not reshuffle every other module's data.
 */

/** cyrb128: a small 128-bit string hash, used only to turn a stream name into a PRNG state. */
export function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * sfc32: 128 bits of state (mulberry32 has only 32, which makes uuid collisions between a few thousand rows merely
 * unlikely instead of practically impossible). Returns floats in [0, 1).
 */
export function sfc32(seed: [number, number, number, number]): () => number {
  let [a, b, c, d] = seed;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs of a freshly seeded sfc32 are poorly mixed.
  for (let i = 0; i < 12; i++) next();
  return next;
}

export class Rng {
  constructor(private readonly source: () => number) {}

  /** A float in [0, 1). */
  next(): number {
    return this.source();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.source() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.source() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('demo seed: pick from an empty list');
    return items[Math.floor(this.source() * items.length)] as T;
  }

  /** One value, drawn with the given relative weights. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.source() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('demo seed: weighted pick from an empty list');
    return last[0];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.source() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  /** Digits as text, e.g. a phone number's tail. */
  digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i++) text += String(this.int(0, 9));
    return text;
  }

  /** A version-4-shaped uuid built from this stream. */
  uuid(): string {
    const bytes = Array.from({ length: 16 }, () => this.int(0, 255));
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
    const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

/** A named, independent stream. */
export function createRng(name: string): Rng {
  return new Rng(sfc32(cyrb128(`backoffice-demo:${name}`)));
}

/**
 * The id of a logical record, from a key such as `lesson:ielts:12`. Keyed rather than drawn from a shared stream, so
 * a record keeps its id when the generator around it changes (and two fresh databases agree).
 */
export function uuidFor(key: string): string {
  return createRng(`id:${key}`).uuid();
}
