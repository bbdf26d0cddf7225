/**
 * Stores `value` under `key` as the newest entry of `map` and drops the oldest past `maxEntries`: a Map iterates in
 * insertion order, so its first key is the one stored longest ago. The kept counts, names and sessions use it.
 */
export function storeNewest<K, V>(map: Map<K, V>, key: K, value: V, maxEntries: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > maxEntries) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}
