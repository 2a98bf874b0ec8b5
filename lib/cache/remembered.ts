// A pure function's results remembered by key, for facts that never change (a calendar day's
// deadline, its label): bounded, so a long-lived server cannot grow it without end.
export function remembered<K, V>(compute: (key: K) => V, limit = 5000): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    if (known.has(key)) return known.get(key) as V;
    const value = compute(key);
    if (known.size >= limit) known.clear();
    known.set(key, value);
    return value;
  };
}
